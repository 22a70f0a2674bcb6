import { z } from 'zod';
import { BadInputError, quoteInput } from '../errors.js';

// The field checks of the two tools' input, shared by GraphQL (typed values) and REST
// (query-string text). zod does the parsing; every fault becomes a BadInputError whose
// message starts with the field's name in quotes, as the REST 400 and GraphQL error show it.

export type RawValue = number | string | null | undefined;

export const given = (value: RawValue | boolean): value is number | string =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** Text like "12", "-3" or "8.5" as a number; anything else stays text, which the number schema refuses. */
const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number), z.string()]);

export interface NumberRule {
  min: number;
  max: number;
  whole?: boolean;
  /** How the range reads in the message, e.g. "from 1 to 10,00,00,000 rupees (₹10 Cr)". */
  range: string;
}

/**
 * The values a rule allows, as a zod schema: an integer or a number from `min` to `max`.
 * The field check below refuses by it, and the OpenAPI document shows it (`integer`,
 * `minimum`, `maximum`), so the two cannot disagree.
 */
export function ruleSchema(rule: NumberRule): z.ZodNumber {
  return (rule.whole ? z.int() : z.number()).min(rule.min).max(rule.max);
}

/** A number within its rule, or a BadInputError naming the field. */
export function numberField(field: string, value: number | string, rule: NumberRule): number {
  const allowed = ruleSchema(rule);
  const schema = numeric.pipe(
    z
      .number({ error: `"${field}" must be a number, got ${quoteInput(value)}.` })
      .refine((number) => Number.isFinite(number), `"${field}" must be a number, got ${quoteInput(value)}.`)
      .refine((number) => !rule.whole || Number.isInteger(number), `"${field}" must be a whole number ${rule.range}, got ${quoteInput(value)}.`)
      .refine((number) => allowed.safeParse(number).success, `"${field}" must be ${rule.range}, got ${quoteInput(value)}.`),
  );
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadInputError(parsed.error.issues[0]!.message);
  return parsed.data;
}

/** The field's number, its default when not given (and the name added to `defaults`), or a BadInputError. */
export function optionalNumber(field: string, value: RawValue, rule: NumberRule, fallback: number, defaults: string[]): number {
  if (given(value)) return numberField(field, value, rule);
  defaults.push(field);
  return fallback;
}

export function requiredNumber(field: string, value: RawValue, rule: NumberRule, what: string): number {
  if (!given(value)) throw new BadInputError(`"${field}" is required: ${what}.`);
  return numberField(field, value, rule);
}

/** One of the plain values: `woman` or `WOMAN`, `under-construction` or `UNDER_CONSTRUCTION`; `aliases` map other spellings. */
export function enumField<T extends string>(field: string, value: string, allowed: readonly T[], aliases: Record<string, T> = {}): T {
  const key = value.trim().toUpperCase().replace(/-/g, '_');
  if ((allowed as readonly string[]).includes(key)) return key as T;
  const alias = aliases[value.trim().toLowerCase()];
  if (alias) return alias;
  const names = [...Object.keys(aliases), ...allowed.map((option) => option.toLowerCase().replace(/_/g, '-'))];
  throw new BadInputError(`"${field}" must be one of ${[...new Set(names)].join(', ')}, got ${quoteInput(value)}.`);
}

const CRORE = 1_00_00_000;
export const RULES = {
  income: { min: 1, max: 10 * CRORE, whole: true, range: 'from 1 to 10,00,00,000 rupees a month (₹10 Cr)' },
  monthlyRupees: { min: 0, max: 10 * CRORE, whole: true, range: 'from 0 to 10,00,00,000 rupees a month (₹10 Cr)' },
  savings: { min: 0, max: 500 * CRORE, whole: true, range: 'from 0 to 5,00,00,00,000 rupees (₹500 Cr)' },
  price: { min: 1_00_000, max: 500 * CRORE, whole: true, range: 'from 1,00,000 to 5,00,00,00,000 rupees (₹1 lakh to ₹500 Cr)' },
  rent: { min: 1, max: CRORE, whole: true, range: 'from 1 to 1,00,00,000 rupees a month (₹1 Cr)' },
  rate: { min: 0, max: 30, range: 'from 0 to 30 (% a year)' },
  growth: { min: -10, max: 30, range: 'from -10 to 30 (% a year)' },
  tenureYears: { min: 1, max: 40, whole: true, range: 'from 1 to 40 (years)' },
  years: { min: 1, max: 30, whole: true, range: 'from 1 to 30 (years)' },
  upkeep: { min: 0, max: 10, range: 'from 0 to 10 (% of the price a year)' },
  loanShare: { min: 0, max: 90, range: 'from 0 to 90 (% of the price)' },
  carpetAreaSqft: { min: 100, max: 10_000, range: 'from 100 to 10,000 (sq ft)' },
} satisfies Record<string, NumberRule>;
