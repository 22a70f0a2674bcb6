import type { Basis, Slab } from './rules.js';

// How each rate reads on a breakdown line: "5%", "1%, at most ₹30,000",
// "3% (above ₹20 lakh up to ₹45 lakh)", "10% of the stamp duty".

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A band edge in the words buyers use: ₹20 lakh, ₹3 Cr, else grouped rupees. */
export function formatBandEdge(rupees: number): string {
  if (rupees >= 1e7 && rupees % 1e5 === 0) return `₹${inr.format(rupees / 1e7)} Cr`;
  if (rupees >= 1e5 && rupees % 1e4 === 0) return `₹${inr.format(rupees / 1e5)} lakh`;
  return `₹${inr.format(rupees)}`;
}

export const formatPercentRate = (percent: number) => `${inr.format(percent)}%`;

// A band that ends one rupee short of a round figure (Chennai's "below ₹50 lakh") reads
// as "below ₹50 lakh", and the next one as "from ₹50 lakh".
const endsShort = (rupees: number) => (rupees + 1) % 1e4 === 0;
const upper = (upTo: number) => (endsShort(upTo) ? `below ${formatBandEdge(upTo + 1)}` : `up to ${formatBandEdge(upTo)}`);

export function bandText(slabs: readonly Slab[], index: number): string {
  const upTo = slabs[index].upTo;
  const from = index > 0 ? slabs[index - 1].upTo : null;
  if (from === null) return upper(upTo!);
  const lower = endsShort(from) ? `from ${formatBandEdge(from + 1)}` : `above ${formatBandEdge(from)}`;
  return upTo === null ? lower : `${lower} ${upper(upTo)}`;
}

export function rateText(basis: Basis, slabIndex: number, componentLabel: (id: string) => string): string {
  switch (basis.type) {
    case 'percent': {
      if (basis.percent < 0) return `${formatPercentRate(-basis.percent)} rebate${basis.cap !== undefined ? `, at most ${formatBandEdge(basis.cap)}` : ''}`;
      return `${formatPercentRate(basis.percent)}${basis.cap !== undefined ? `, at most ${formatBandEdge(basis.cap)}` : ''}`;
    }
    case 'slabs': {
      const slab = basis.slabs[slabIndex];
      const value = slab.percent !== undefined ? formatPercentRate(slab.percent) : slab.amount !== undefined ? formatBandEdge(slab.amount) : 'Not modelled';
      return `${value} (value ${bandText(basis.slabs, slabIndex)})`;
    }
    case 'percentOfComponent':
      return `${formatPercentRate(basis.percent)} of the ${componentLabel(basis.component).toLowerCase()}`;
    case 'fixed':
      return `${formatBandEdge(basis.amount)} fixed`;
  }
}
