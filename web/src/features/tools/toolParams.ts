// The tools' state lives in the address, with the same parameter names and ranges as
// /api/affordability and /api/rent-vs-buy. A field whose text the app cannot use shows
// its error, and the page keeps asking with its last good input (useLastGood; on the
// first render, which the server and the browser share, the field's default), so a typo
// never changes or blanks the answer.

export interface NumberField {
  name: string;
  label: string;
  min: number;
  max: number;
  whole?: boolean;
  /** What the error says the range is, e.g. "0 to 30 % a year". */
  range: string;
}

export type FieldErrors = Record<string, string>;

/** The number in the address, null when absent or empty, or an error text. */
export function readNumber(params: URLSearchParams, field: NumberField): { value: number | null; error?: string } {
  const text = params.get(field.name);
  if (text === null || text.trim() === '') return { value: null };
  const number = /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(number)) return { value: null, error: `${field.label} must be a number.` };
  if (field.whole && !Number.isInteger(number)) return { value: null, error: `${field.label} must be a whole number, ${field.range}.` };
  if (number < field.min || number > field.max) return { value: null, error: `${field.label} must be ${field.range}.` };
  return { value: number };
}

/**
 * Reads `fields` from the address: each valid value, else (absent) the default, else (bad)
 * the default too, with the field's error. The page then keeps asking with its last good
 * input while any field shows an error (useLastGood), so the answer stays.
 */
export function readFields<K extends string>(
  params: URLSearchParams,
  fields: Record<K, NumberField>,
  defaults: Record<K, number | null>,
): { values: Record<K, number | null>; errors: FieldErrors } {
  const values = {} as Record<K, number | null>;
  const errors: FieldErrors = {};
  for (const key of Object.keys(fields) as K[]) {
    const read = readNumber(params, fields[key]);
    // A field with a default that was emptied is missing rather than unset.
    const error = read.error ?? (read.value === null && params.has(key) && defaults[key] !== null ? `${fields[key].label} is required.` : undefined);
    if (error) errors[key] = error;
    values[key] = error ? defaults[key] : (read.value ?? defaults[key]);
  }
  return { values, errors };
}

const CRORE = 1_00_00_000;
export const AFFORDABILITY_FIELDS = {
  income: { name: 'income', label: 'Monthly take-home income', min: 1, max: 10 * CRORE, whole: true, range: 'from ₹1 to ₹10 Cr a month' },
  existingEmi: { name: 'existingEmi', label: 'Existing EMIs', min: 0, max: 10 * CRORE, whole: true, range: 'from ₹0 to ₹10 Cr a month' },
  savings: { name: 'savings', label: 'Savings', min: 0, max: 500 * CRORE, whole: true, range: 'from ₹0 to ₹500 Cr' },
  rate: { name: 'rate', label: 'Interest rate', min: 0, max: 30, range: 'from 0 to 30 % a year' },
  tenureYears: { name: 'tenureYears', label: 'Tenure', min: 1, max: 40, whole: true, range: 'from 1 to 40 years' },
  foir: { name: 'foir', label: 'FOIR', min: 1, max: 80, range: 'from 1 to 80 % of income' },
  bedrooms: { name: 'bedrooms', label: 'Bedrooms', min: 1, max: 5, whole: true, range: 'from 1 to 5' },
  carpetAreaSqft: { name: 'carpetAreaSqft', label: 'Carpet area', min: 100, max: 10_000, range: 'from 100 to 10,000 sq ft' },
} satisfies Record<string, NumberField>;
export type AffordabilityField = keyof typeof AFFORDABILITY_FIELDS;

/** The page without parameters: the Pune household (₹2 lakh a month, ₹40 lakh saved, 8.5 % over 20 years, 2 bedrooms). */
export const AFFORDABILITY_DEFAULTS: Record<AffordabilityField, number | null> = {
  income: 2_00_000,
  existingEmi: 0,
  savings: 40_00_000,
  rate: 8.5,
  tenureYears: 20,
  foir: 50,
  bedrooms: 2,
  carpetAreaSqft: null,
};

export const RENT_VS_BUY_FIELDS = {
  price: { name: 'price', label: 'Price', min: 1_00_000, max: 500 * CRORE, whole: true, range: 'from ₹1 lakh to ₹500 Cr' },
  rent: { name: 'rent', label: 'Monthly rent', min: 1, max: CRORE, whole: true, range: 'from ₹1 to ₹1 Cr a month' },
  rentGrowth: { name: 'rentGrowth', label: 'Rent growth', min: -10, max: 30, range: 'from -10 to 30 % a year' },
  priceGrowth: { name: 'priceGrowth', label: 'Price growth', min: -10, max: 30, range: 'from -10 to 30 % a year' },
  loanShare: { name: 'loanShare', label: 'Loan share', min: 0, max: 90, range: 'from 0 to 90 % of the price' },
  rate: { name: 'rate', label: 'Interest rate', min: 0, max: 30, range: 'from 0 to 30 % a year' },
  tenureYears: { name: 'tenureYears', label: 'Tenure', min: 1, max: 40, whole: true, range: 'from 1 to 40 years' },
  upkeep: { name: 'upkeep', label: 'Maintenance and property tax', min: 0, max: 10, range: 'from 0 to 10 % of the price a year' },
  returnRate: { name: 'returnRate', label: 'Return on savings', min: 0, max: 30, range: 'from 0 to 30 % a year' },
  years: { name: 'years', label: 'Years to compare', min: 1, max: 30, whole: true, range: 'from 1 to 30' },
} satisfies Record<string, NumberField>;
export type RentVsBuyField = keyof typeof RENT_VS_BUY_FIELDS;

/** Unset rent-or-buy fields are left to the server's defaults (the answer names them), except the price without a property. */
export const RENT_VS_BUY_DEFAULTS: Record<RentVsBuyField, number | null> = {
  price: 1 * CRORE,
  rent: null,
  rentGrowth: null,
  priceGrowth: null,
  loanShare: null,
  rate: null,
  tenureYears: null,
  upkeep: null,
  returnRate: null,
  years: null,
};

/** Which assumption of the answer shows the value a rent-or-buy field took when left to its default. */
export const RENT_VS_BUY_ASSUMPTION: Partial<Record<RentVsBuyField, string>> = {
  rent: 'Monthly rent',
  rentGrowth: 'Rent growth',
  priceGrowth: 'Price growth',
  loanShare: 'Loan share',
  rate: 'Interest rate',
  tenureYears: 'Tenure',
  upkeep: 'Maintenance and property tax',
  returnRate: 'Return on money not spent on the house',
  years: 'Years compared',
};

/** A copy of `params` with `changes` applied (null or '' removes a parameter). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
