import { CITIES, DEFAULT_CITY, type City } from '../../config/cities';
import type { BuyerProfile, ConstructionStatus, PurchaseCostInput } from '../../generated/graphql';
import { DELHI_NCR_AREAS } from './costFigures';

// The calculator's state lives in the address (shareable): the same parameter names
// and values as GET /api/purchase-cost. A value the app cannot use falls back to its
// default, so an edited link still opens a working calculator; a number out of its
// range is kept (the box shows it) with its field's error (calculatorErrors).

export interface CalculatorState {
  city: City;
  /** Delhi NCR only; null until chosen. */
  area: string | null;
  /** Whole rupees; null while the box is empty. */
  price: number | null;
  buyer: BuyerProfile;
  status: ConstructionStatus;
  carpetAreaSqM: number | null;
  /** null: the default for the status (first sale when under construction). */
  firstSale: boolean | null;
  referenceValue: number | null;
  /** The home loan as a percent of the price, for the cash needed up front. */
  loanPercent: number;
}

export const CALCULATOR_DEFAULTS: CalculatorState = {
  city: DEFAULT_CITY,
  area: null,
  price: 1_00_00_000,
  buyer: 'MAN',
  status: 'READY_TO_MOVE',
  carpetAreaSqM: 60,
  firstSale: null,
  referenceValue: null,
  loanPercent: 80,
};

const BUYERS: Record<string, BuyerProfile> = { man: 'MAN', woman: 'WOMAN', joint: 'JOINT' };
const STATUSES: Record<string, ConstructionStatus> = { 'ready-to-move': 'READY_TO_MOVE', 'under-construction': 'UNDER_CONSTRUCTION' };

const lower = (value: string | null) => value?.trim().toLowerCase() ?? '';

function numberIn(value: string | null, min: number, max: number, whole = true): number | null {
  const number = numberOf(value);
  return number !== null && number >= min && number <= max && (!whole || Number.isInteger(number)) ? number : null;
}

/** A plain number in the address (in range or not), else null. */
function numberOf(value: string | null): number | null {
  return value !== null && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;
}

/** The number boxes whose range the page checks, with the range as the error states it. */
export const CALCULATOR_RANGES = {
  price: { label: 'Price', min: 1, max: 5_00_00_00_000, whole: true, range: 'from ₹1 to ₹500 Cr' },
  carpetAreaSqM: { label: 'Carpet area', min: 1, max: 10_000, whole: false, range: 'from 1 to 10,000 m²' },
  referenceValue: { label: 'Government reference value', min: 1, max: 5_00_00_00_000, whole: true, range: 'from ₹1 to ₹500 Cr' },
} as const;
export type RangedField = keyof typeof CALCULATOR_RANGES;

/** Each number box's error: a value out of its range ("Price must be from ₹1 to ₹500 Cr."). */
export function calculatorErrors(state: CalculatorState): Partial<Record<RangedField, string>> {
  const errors: Partial<Record<RangedField, string>> = {};
  for (const [name, rule] of Object.entries(CALCULATOR_RANGES) as [RangedField, (typeof CALCULATOR_RANGES)[RangedField]][]) {
    const value = state[name];
    if (value === null) continue;
    if (rule.whole && !Number.isInteger(value)) errors[name] = `${rule.label} must be a whole number, ${rule.range}.`;
    else if (value < rule.min || value > rule.max) errors[name] = `${rule.label} must be ${rule.range}.`;
  }
  return errors;
}

/** The state with every field in error at its default: what the page asks with on a first render (useLastGood keeps later ones). */
export function withoutErrors(state: CalculatorState): CalculatorState {
  const errors = calculatorErrors(state);
  return Object.fromEntries(Object.entries(state).map(([name, value]) => [name, name in errors ? CALCULATOR_DEFAULTS[name as RangedField] : value])) as unknown as CalculatorState;
}

export function parseCalculatorParams(params: URLSearchParams): CalculatorState {
  const d = CALCULATOR_DEFAULTS;
  const city = CITIES.find((name) => name.toLowerCase() === lower(params.get('city'))) ?? d.city;
  const area = city === 'Delhi NCR' ? (DELHI_NCR_AREAS.find((name) => name.toLowerCase() === lower(params.get('area'))) ?? null) : null;
  const firstSale = lower(params.get('firstSale'));
  return {
    city,
    area,
    price: params.has('price') ? numberOf(params.get('price')) : d.price,
    buyer: BUYERS[lower(params.get('buyer'))] ?? d.buyer,
    status: STATUSES[lower(params.get('status'))] ?? d.status,
    carpetAreaSqM: params.has('carpetAreaSqM') ? numberOf(params.get('carpetAreaSqM')) : d.carpetAreaSqM,
    firstSale: firstSale === 'true' ? true : firstSale === 'false' ? false : null,
    referenceValue: numberOf(params.get('referenceValue')),
    loanPercent: numberIn(params.get('loanPercent'), 0, 90) ?? d.loanPercent,
  };
}

export function toCalculatorParams(state: CalculatorState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('city', state.city);
  if (state.area) params.set('area', state.area);
  params.set('price', state.price === null ? '' : String(state.price));
  params.set('buyer', state.buyer.toLowerCase());
  params.set('status', state.status === 'READY_TO_MOVE' ? 'ready-to-move' : 'under-construction');
  params.set('carpetAreaSqM', state.carpetAreaSqM === null ? '' : String(state.carpetAreaSqM));
  if (state.firstSale !== null) params.set('firstSale', String(state.firstSale));
  if (state.referenceValue !== null) params.set('referenceValue', String(state.referenceValue));
  if (state.loanPercent !== CALCULATOR_DEFAULTS.loanPercent) params.set('loanPercent', String(state.loanPercent));
  return params;
}

/** The API input, or why there is none yet (the page says so instead of asking). */
export function toPurchaseCostInput(state: CalculatorState): { input: PurchaseCostInput } | { missing: string } {
  if (state.city === 'Delhi NCR' && !state.area) return { missing: 'Choose the Delhi NCR area: the duty differs between Delhi, Gurugram and Noida/Greater Noida/Ghaziabad.' };
  if (state.price === null) return { missing: 'Enter the price in rupees.' };
  return {
    input: {
      city: state.city,
      area: state.area,
      price: state.price,
      buyer: state.buyer,
      status: state.status,
      carpetAreaSqM: state.carpetAreaSqM,
      firstSale: state.firstSale,
      referenceValue: state.referenceValue,
    },
  };
}
