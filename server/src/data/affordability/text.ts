// How the tools write figures into assumption texts: Indian digit grouping, lakh and crore.

export interface ToolAssumption {
  name: string;
  value: string;
  source: string;
}

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
