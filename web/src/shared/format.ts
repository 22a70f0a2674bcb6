// Display formats of spec section 9. Indian digit grouping (12,34,567) everywhere.

import { groupIndian } from './indianDigits';

// Not Intl.NumberFormat: see indianDigits.ts.
const inr = { format: (value: number) => groupIndian(value, 0) };
const inr2 = { format: (value: number) => groupIndian(value, 2) };

export const NA = 'N/A';

const isMissing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

/** 17230 -> "17,230"; 1234567 -> "12,34,567". */
export function formatNumber(value: number | null | undefined): string {
  return isMissing(value) ? NA : inr.format(value);
}

/** 17230 -> "₹17,230". */
export function formatRupees(value: number | null | undefined): string {
  return isMissing(value) ? NA : `₹${inr.format(value)}`;
}

/** Average price in rupees per sqft: 17230 -> "₹17,230/sqft". */
export function formatPricePerSqft(value: number | null | undefined): string {
  return isMissing(value) ? NA : `₹${inr.format(value)}/sqft`;
}

/** A price already in crore: 2.5 -> "₹2.5 Cr". */
export function formatCrore(crore: number | null | undefined): string {
  return isMissing(crore) ? NA : `₹${inr2.format(crore)} Cr`;
}

/** An amount in rupees as Lakh or Cr: 6470000 -> "₹64.7 Lakh"; 10500000 -> "₹1.05 Cr"; below a lakh, grouped rupees. */
export function formatRupeesShort(rupees: number | null | undefined): string {
  if (isMissing(rupees)) return NA;
  // The unit is chosen on the rounded value, so ₹99,99,600 reads "₹1 Cr", not "₹100 Lakh".
  const magnitude = Math.abs(rupees);
  if (Math.round(magnitude / 1e3) >= 1e4) return `₹${inr2.format(rupees / 1e7)} Cr`;
  if (Math.round(magnitude) >= 1e5) return `₹${inr2.format(rupees / 1e5)} Lakh`;
  return `₹${inr.format(Math.round(rupees))}`;
}

/** Price change to 1 decimal with its sign: 6 -> "+6.0%", -3.25 -> "-3.3%" (colour via changeTone). */
export function formatChange(value: number | null | undefined): string {
  if (isMissing(value)) return NA;
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${Math.abs(value).toFixed(1)}%`;
}

/** Green above zero, red otherwise (spec: market overview arrows). */
export function changeTone(value: number): 'up' | 'down' {
  return value > 0 ? 'up' : 'down';
}

/** 45 -> "45 days". */
export function formatDays(value: number | null | undefined): string {
  return isMissing(value) ? NA : `${inr.format(value)} ${value === 1 ? 'day' : 'days'}`;
}

/** Rating to 1 decimal out of 5: 4.25 -> "4.3/5". */
export function formatRating(value: number | null | undefined): string {
  return isMissing(value) ? NA : `${value.toFixed(1)}/5`;
}

/** Mall size in thousands with a K suffix: 1200000 -> "1,200K sq.ft". */
export function formatMallSize(sqft: number | null | undefined): string {
  return isMissing(sqft) ? NA : `${inr.format(Math.round(sqft / 1000))}K sq.ft`;
}

/** Percent to 1 decimal: 4.15 -> "4.2%" or so (toFixed rounding), 12 -> "12.0%". */
export function formatPercent(value: number | null | undefined): string {
  return isMissing(value) ? NA : `${value.toFixed(1)}%`;
}

/** "N/A" for a missing text. */
export function textOrNA(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? NA : value;
}
