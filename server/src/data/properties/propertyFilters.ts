import { z } from 'zod';
import { BadInputError } from '../errors.js';
import type { PropertyRecord } from '../models.js';

// The property listing's filters and sort orders, shared by GraphQL `properties` and REST
// /api/properties so the page, the API and a script get the same answer. The city is
// resolved by the DataStore before the list gets here.

export const PROPERTY_TYPES = ['Apartment', 'Villa', 'Builder Floor', 'Plot', 'Penthouse'] as const;

/** Ready to move (no completion date, spec section 9) or still being built. */
export const PROPERTY_STATUSES = ['ready', 'under-construction'] as const;

/**
 * `newest` is the newest listing first: listing ids are issued in the order listings arrive,
 * so the highest id is the newest (the data has no listing date).
 */
export const PROPERTY_SORTS = ['price-asc', 'price-desc', 'price-per-sqft-asc', 'price-per-sqft-desc', 'area-asc', 'area-desc', 'newest'] as const;

export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** Filters as the APIs receive them; numbers may arrive as text from a query string. */
export interface PropertyFilterInput {
  locality?: string | null;
  /** Lowest price, in crore rupees. */
  minPrice?: number | string | null;
  /** Highest price, in crore rupees. */
  maxPrice?: number | string | null;
  bedrooms?: number | string | null;
  type?: string | null;
  status?: string | null;
  sort?: string | null;
}

/** The locality of a property: its location without the city ("Baner, Pune" -> "Baner"). */
export function propertyLocality(property: Pick<PropertyRecord, 'location' | 'city'>): string {
  const suffix = `, ${property.city}`;
  return property.location.endsWith(suffix) ? property.location.slice(0, -suffix.length) : property.location.split(',')[0].trim();
}

const given = <T>(value: T | null | undefined | ''): value is T => value !== null && value !== undefined && value !== '';

/** What is wrong with a budget or bedroom count (the text of its 400), or undefined when it is fine. */
/** The budgets (crore rupees) and bedroom counts a filter accepts: the check below and the OpenAPI document both use them. */
export const FILTER_NUMBER_SCHEMA = z.number().min(0);
export const FILTER_WHOLE_SCHEMA = z.int().min(0);

export function filterNumberProblem(field: string, value: number | string, { whole = false } = {}): string | undefined {
  const parsed = typeof value === 'number' ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!(whole ? FILTER_WHOLE_SCHEMA : FILTER_NUMBER_SCHEMA).safeParse(parsed).success) {
    return `"${field}" must be a ${whole ? 'whole number' : 'number'} of 0 or more; got "${value}".`;
  }
  return undefined;
}

function number(field: string, value: number | string, options: { whole?: boolean } = {}): number {
  const problem = filterNumberProblem(field, value, options);
  if (problem) throw new BadInputError(problem);
  return Number(value);
}

/** What is wrong with a type, status or sort (the text of its 400), or undefined when it names one of `allowed` (any case). */
export function filterChoiceProblem(field: string, value: string, allowed: readonly string[]): string | undefined {
  return allowed.some((option) => option.toLowerCase() === value.trim().toLowerCase()) ? undefined : `Unknown ${field} "${value}". Use one of ${allowed.join(', ')}.`;
}

function oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  const problem = filterChoiceProblem(field, value, allowed);
  if (problem) throw new BadInputError(problem);
  return allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase())!;
}

const COMPARE: Record<PropertySort, (a: PropertyRecord, b: PropertyRecord) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'price-per-sqft-asc': (a, b) => a.pricePerSqFt - b.pricePerSqFt,
  'price-per-sqft-desc': (a, b) => b.pricePerSqFt - a.pricePerSqFt,
  'area-asc': (a, b) => a.area - b.area,
  'area-desc': (a, b) => b.area - a.area,
  newest: (a, b) => Number(b.id) - Number(a.id),
};

/**
 * The properties that pass every given filter, in the requested order (the list's own
 * order when no sort is given). Throws BadInputError naming the field for a negative or
 * non-numeric budget or bedroom count, a minimum above the maximum, or an unknown type,
 * status or sort.
 */
export function filterProperties<T extends PropertyRecord>(properties: readonly T[], input: PropertyFilterInput): T[] {
  const minPrice = given(input.minPrice) ? number('minPrice', input.minPrice) : undefined;
  const maxPrice = given(input.maxPrice) ? number('maxPrice', input.maxPrice) : undefined;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new BadInputError(`"minPrice" (${minPrice}) must not be above "maxPrice" (${maxPrice}).`);
  }
  const bedrooms = given(input.bedrooms) ? number('bedrooms', input.bedrooms, { whole: true }) : undefined;
  const type = given(input.type) ? oneOf('type', input.type, PROPERTY_TYPES) : undefined;
  const status = given(input.status) ? oneOf('status', input.status, PROPERTY_STATUSES) : undefined;
  const sort = given(input.sort) ? oneOf('sort', input.sort, PROPERTY_SORTS) : undefined;
  const locality = input.locality?.trim().toLowerCase() || undefined;

  const kept = properties.filter(
    (property) =>
      (locality === undefined || propertyLocality(property).toLowerCase() === locality) &&
      (minPrice === undefined || property.price >= minPrice) &&
      (maxPrice === undefined || property.price <= maxPrice) &&
      (bedrooms === undefined || property.bedrooms === bedrooms) &&
      (type === undefined || property.type === type) &&
      (status === undefined || (status === 'ready') === !property.completionDate),
  );
  return sort ? kept.sort(COMPARE[sort]) : kept;
}
