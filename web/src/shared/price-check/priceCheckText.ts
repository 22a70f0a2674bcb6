import type { PriceVerdict } from '../../generated/schema';
import { monthOf } from '../dates';
import { formatChange, formatNumber } from '../format';

// The words of the price check, in one place: the verdicts, the too-few message, the
// period and the sample-data line. Pure, so they are tested directly.

export const PRICE_CHECK_TITLE = 'Price check';
export const VERDICT_TEXT: Record<PriceVerdict, string> = {
  BELOW: 'Below the registered range',
  WITHIN: 'Within the registered range',
  ABOVE: 'Above the registered range',
};
export const TOO_FEW_SALES = 'Too few registered sales to compare';

/** 'Oct 2024 – Sep 2025'. */
export const formatPeriod = (from: string, to: string) => `${monthOf(from)} – ${monthOf(to)}`;

/** '7.3% above the registered median', '2.0% below …', 'at the registered median'. */
export function vsMedianText(percent: number): string {
  if (percent === 0) return 'at the registered median';
  return `${Math.abs(percent).toFixed(1)}% ${percent > 0 ? 'above' : 'below'} the registered median`;
}

/** The gap with its sign, '+4.6%', or the too-few text. */
export const gapText = (gapPercent: number | null) => (gapPercent === null ? TOO_FEW_SALES : formatChange(gapPercent));

/** The area basis line: every figure is per sq ft of carpet area. */
export const areaBasisText = (loadingFactor: number) =>
  `All figures are ₹ per sq ft of carpet area; listings that quote super built-up area are converted at ${loadingFactor}× (an assumed loading).`;

/** 'Sample data: 372 registered sales, Oct 2024 – Sep 2025, and 13 asking prices as of Sep 2025 (illustrative, not real registrations or listings).' */
export function sampleDataText(registered: { count: number; from: string; to: string }, askingCount: number): string {
  return `Sample data: ${formatNumber(registered.count)} registered sales, ${formatPeriod(registered.from, registered.to)}, and ${formatNumber(askingCount)} asking prices as of ${monthOf(registered.to)} (illustrative, not real registrations or listings).`;
}
