import { canonicalCity, type City } from '../../config/cities';

// The listing's filters live in its address (/properties?city=Pune&bedrooms=2&maxPrice=1),
// so a filtered list can be shared and Back undoes a change. Values the page does not offer
// are dropped rather than sent to the server; the server checks the same rules for the API.

export const PROPERTY_TYPES = ['Apartment', 'Villa', 'Builder Floor', 'Plot', 'Penthouse'] as const;
export const STATUS_OPTIONS = [
  { value: 'ready', label: 'Ready to Move' },
  { value: 'under-construction', label: 'Under Construction' },
] as const;
export const SORT_OPTIONS = [
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'price-per-sqft-asc', label: 'Price per sqft: low to high' },
  { value: 'price-per-sqft-desc', label: 'Price per sqft: high to low' },
  { value: 'area-desc', label: 'Area: largest first' },
  { value: 'area-asc', label: 'Area: smallest first' },
  { value: 'newest', label: 'Newest listings first' },
] as const;
/** Budget steps offered, in crore rupees. */
export const BUDGET_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10] as const;
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const PAGE_SIZE = 12;

type Status = (typeof STATUS_OPTIONS)[number]['value'];
type Sort = (typeof SORT_OPTIONS)[number]['value'];
type PropertyType = (typeof PROPERTY_TYPES)[number];

export interface ListingFilters {
  city?: City;
  locality?: string;
  /** In crore rupees. */
  minPrice?: number;
  /** In crore rupees. */
  maxPrice?: number;
  bedrooms?: number;
  type?: PropertyType;
  status?: Status;
  sort?: Sort;
  /** 1-based page of the result list. */
  page: number;
}

/** The filters a "Clear filters" keeps: the city. */
export const FILTER_KEYS = ['locality', 'minPrice', 'maxPrice', 'bedrooms', 'type', 'status'] as const;

const budget = (value: string | null) => {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
};
const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((option) => option.toLowerCase() === (value ?? '').trim().toLowerCase());

export function parseListingParams(params: URLSearchParams): ListingFilters {
  const minPrice = budget(params.get('minPrice'));
  let maxPrice = budget(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = undefined;
  const bedrooms = Number(params.get('bedrooms'));
  const page = Number(params.get('page'));
  return {
    city: canonicalCity(params.get('city')),
    locality: params.get('locality')?.trim() || undefined,
    minPrice,
    maxPrice,
    bedrooms: Number.isInteger(bedrooms) && bedrooms > 0 ? bedrooms : undefined,
    type: pick(params.get('type'), PROPERTY_TYPES),
    status: pick(params.get('status'), STATUS_OPTIONS.map((option) => option.value)),
    sort: pick(params.get('sort'), SORT_OPTIONS.map((option) => option.value)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query parameters for these filters, in a fixed order, leaving out what is not set (and page 1). */
export function listingParams(filters: ListingFilters): Record<string, string | number | undefined> {
  return {
    city: filters.city,
    locality: filters.locality,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    bedrooms: filters.bedrooms,
    type: filters.type,
    status: filters.status,
    sort: filters.sort,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

export const hasFilters = (filters: ListingFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined);

/** The locality of a listing: its location without the city ("Baner, Pune" -> "Baner"), as the server reads it. */
export function localityOf(property: { location: string; city: string }): string {
  const suffix = `, ${property.city}`;
  return property.location.endsWith(suffix) ? property.location.slice(0, -suffix.length) : property.location.split(',')[0].trim();
}
