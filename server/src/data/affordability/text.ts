// How the tools write figures into assumption texts: Indian digit grouping, lakh and crore.

/** The unit of an assumption's number (schema/tools.graphql's AssumptionUnit). */
export type AssumptionUnit = 'INR' | 'INR_PER_MONTH' | 'PERCENT' | 'PERCENT_PER_YEAR' | 'YEARS' | 'SQFT';

export interface ToolAssumption {
  name: string;
  /** As shown, e.g. "₹44,550" or "6.79% a year". */
  value: string;
  /** The number `value` shows, in `unit`, for scripts; null when the assumption is not one number (the LTV bands, a rule in words). */
  amount: number | null;
  unit: AssumptionUnit | null;
  source: string;
}

/** An assumption's number and unit, beside its display text. */
export const figure = (amount: number, unit: AssumptionUnit) => ({ amount, unit });
/** An assumption that is not one number. */
export const NO_FIGURE = { amount: null, unit: null } as const;

/** ₹1.62 Cr, ₹45 lakh, ₹30,000. */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '−' : '';
  const abs = Math.abs(amount);
  const trim = (value: number) => String(Math.round(value * 100) / 100);
  if (abs >= 1_00_00_000) return `${sign}₹${trim(abs / 1_00_00_000)} Cr`;
  if (abs >= 1_00_000) return `${sign}₹${trim(abs / 1_00_000)} lakh`;
  return `${sign}₹${Math.round(abs).toLocaleString('en-IN')}`;
}

/** 8.5%, 6.12% (at most two decimals). */
export function formatPercent(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}
