import { z } from 'zod';
import { BadInputError } from '../errors.js';
import type { PurchaseCostQuery } from './compute.js';
import { formatBandEdge } from './rateText.js';
import { BUYER_PROFILES, CONSTRUCTION_STATUSES, DELHI_NCR_AREAS, type BuyerProfile, type ConstructionStatus, type PurchaseCostRules } from './rules.js';

// The one check of the calculator's input, shared by GraphQL (typed values) and REST
// (query-string text). Every fault is a BadInputError naming the field.

/** What either adapter hands over: GraphQL gives numbers and enums, REST gives text. */
export interface RawPurchaseCostInput {
  city?: string | null;
  area?: string | null;
  locality?: string | null;
  price?: number | string | null;
  referenceValue?: number | string | null;
  buyer?: string | null;
  status?: string | null;
  carpetAreaSqM?: number | string | null;
  firstSale?: boolean | string | null;
}

export const PRICE_RANGE = { min: 1, max: 500_00_00_000 } as const;
export const CARPET_RANGE = { min: 1, max: 10_000 } as const;
/** The prices and carpet areas accepted, as zod schemas: the checks below and the OpenAPI document both use them. */
export const PRICE_SCHEMA = z.int().min(PRICE_RANGE.min).max(PRICE_RANGE.max);
export const CARPET_SCHEMA = z.number().min(CARPET_RANGE.min).max(CARPET_RANGE.max);

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

function toNumber(field: string, value: number | string): number {
  const number = typeof value === 'number' ? value : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw new BadInputError(`"${field}" must be a number, got "${value}".`);
  return number;
}

/** A whole number of rupees within PRICE_RANGE (the price, the reference value), or a BadInputError naming the field. */
export function rupees(field: string, value: number | string): number {
  const number = toNumber(field, value);
  if (!PRICE_SCHEMA.safeParse(number).success) {
    throw new BadInputError(`"${field}" must be a whole number of rupees from ${PRICE_RANGE.min} to ${PRICE_RANGE.max} (₹500 Cr), got ${value}.`);
  }
  return number;
}

/** The carpet area in square metres within CARPET_RANGE, or a BadInputError. */
export function carpetArea(value: number | string): number {
  const area = toNumber('carpetAreaSqM', value);
  if (!CARPET_SCHEMA.safeParse(area).success) throw new BadInputError(`"carpetAreaSqM" must be from ${CARPET_RANGE.min} to ${CARPET_RANGE.max} square metres, got ${value}.`);
  return area;
}

/** Accepts the enum value or its plain form: `WOMAN` or `woman`, `UNDER_CONSTRUCTION` or `under-construction`. */
function oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  const key = value.trim().toUpperCase().replace(/-/g, '_');
  if ((allowed as readonly string[]).includes(key)) return key as T;
  throw new BadInputError(`Unknown ${field} "${value}". Use one of ${allowed.map((option) => option.toLowerCase().replace(/_/g, '-')).join(', ')}.`);
}

function toBoolean(field: string, value: boolean | string): boolean {
  if (typeof value === 'boolean') return value;
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new BadInputError(`"${field}" must be true or false, got "${value}".`);
}

/**
 * Checks and normalises the input. `resolveCity` is the data layer's one city check
 * (it throws for an unknown city); `area` is required for Delhi NCR unless the
 * locality fixes it, and refused elsewhere.
 */
export function parsePurchaseCostInput(
  raw: RawPurchaseCostInput,
  resolveCity: (city: string) => string | undefined,
  rules: Pick<PurchaseCostRules, 'gst'>,
  /** The Delhi NCR area a locality of the city lies in (its record in localities.json), if known. */
  areaOfLocality: (city: string, locality: string) => string | null | undefined = () => undefined,
): PurchaseCostQuery {
  if (!given(raw.city)) throw new BadInputError('"city" is required.');
  const city = resolveCity(raw.city)!;
  if (!given(raw.price)) throw new BadInputError('"price" is required (whole rupees).');
  const price = rupees('price', raw.price);
  const referenceValue = given(raw.referenceValue) ? rupees('referenceValue', raw.referenceValue) : null;
  const buyer: BuyerProfile = given(raw.buyer) ? oneOf('buyer', raw.buyer, BUYER_PROFILES) : 'MAN';
  if (!given(raw.status)) throw new BadInputError('"status" is required: ready-to-move or under-construction.');
  const status: ConstructionStatus = oneOf('status', raw.status, CONSTRUCTION_STATUSES);

  let area: string | null = null;
  if (city === 'Delhi NCR') {
    const requested = given(raw.area) ? raw.area.trim().toLowerCase() : undefined;
    area = requested !== undefined ? (DELHI_NCR_AREAS.find((name) => name.toLowerCase() === requested) ?? null) : given(raw.locality) ? (areaOfLocality(city, raw.locality) ?? null) : null;
    if (requested !== undefined && area === null) {
      throw new BadInputError(`Unknown area "${raw.area}" for Delhi NCR. Use one of ${DELHI_NCR_AREAS.join(', ')}.`);
    }
    if (area === null) {
      throw new BadInputError(`"area" is required for Delhi NCR${given(raw.locality) ? ` (the locality "${raw.locality}" does not fix it)` : ''}: one of ${DELHI_NCR_AREAS.join(', ')}.`);
    }
  } else if (given(raw.area)) {
    throw new BadInputError(`"area" applies only to Delhi NCR, not to ${city}.`);
  }

  let carpetAreaSqM: number | null = null;
  if (given(raw.carpetAreaSqM)) {
    carpetAreaSqM = carpetArea(raw.carpetAreaSqM);
  }
  // GST's 1% rate depends on the carpet area only for an under-construction home within the price limit.
  const affordableMax = rules.gst.affordable.maxValue;
  if (status === 'UNDER_CONSTRUCTION' && price <= affordableMax && carpetAreaSqM === null) {
    throw new BadInputError(
      `"carpetAreaSqM" is required for an under-construction home priced at ${formatBandEdge(affordableMax)} or less: it decides whether GST is ${rules.gst.affordable.percent}% or ${rules.gst.underConstructionPercent}%.`,
    );
  }
  const firstSale = given(raw.firstSale) ? toBoolean('firstSale', raw.firstSale) : status === 'UNDER_CONSTRUCTION';
  return { city, area, price, referenceValue, buyer, status, carpetAreaSqM, firstSale };
}
