import type { Tone } from '../../shared/ui/ToneTag';

// Spec section 9 thresholds.

/** Monthly growth: 5 or more green, 3 or more amber, else red. */
export function growthTone(rate: number): Tone {
  if (rate >= 5) return 'green';
  if (rate >= 3) return 'amber';
  return 'red';
}

/** Deal count badge: 120 or more green, 80 or more amber, else blue. */
export function dealCountTone(count: number): Tone {
  if (count >= 120) return 'green';
  if (count >= 80) return 'amber';
  return 'blue';
}

/** Most deals first (spec section 9). The server sorts too; this keeps the rule true here. */
export function byDealCount<T extends { transactionCount: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.transactionCount - a.transactionCount);
}
