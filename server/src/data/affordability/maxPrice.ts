import { computePurchaseCost, findRegion, type PurchaseCostQuery } from '../purchaseCost/compute.js';
import { PRICE_RANGE } from '../purchaseCost/input.js';
import type { PurchaseCostRules } from '../purchaseCost/rules.js';
import type { LendingRules } from './rules.js';

// The highest price a buyer can pay, found exactly (to the rupee).
//
// A price P is affordable when the loan plus the savings cover the price plus every
// purchase charge:   need(P) = P + charges(P) − loan(P) ≤ savings,
// where loan(P) = min(FOIR loan, ⌊LTV share(P) × cost(P)⌋), cost(P) is the price (plus
// the duty and registration charges at or below ₹10 lakh, RBI 2015), and charges(P) is
// the purchase-cost computation itself (compute.ts, the state's rules).
//
// need(P) jumps at rule edges: at each LTV band edge the share drops (90 → 80 → 75 %), at
// ₹10 lakh the charges leave the LTV cost, at ₹45 lakh GST may rise from 1 % to 5 %, and a
// stamp-duty slab or a valueAbove/valueAtMost condition can step the duty either way. So the
// prices are cut into pieces at every such edge. Inside one piece every band, slab,
// variant and GST rate is fixed, and need(P) never falls as P rises by a rupee:
//   • P + charges(P) rises by at least 1 − 1 (each charge is round(P·p/100), capped or
//     fixed; only a rebate falls, by at most ₹1 a rupee, and it is also in cost(P));
//   • P + charges(P) − ⌊s·cost(P)⌋ with s ≤ 1 rises by at least the rise of the charges
//     that are not in cost(P) (GST), which is ≥ 0; and min(F, x) keeps that.
// So the affordable prices of a piece are a prefix [start, x] of it, and integer bisection
// finds x exactly (about 33 steps for a piece up to ₹500 Cr). The answer is the largest x
// over all pieces. need(P) ≥ P − 0.9·P, so the search never needs prices above 10 × savings
// plus the loan, but the last piece simply runs to the calculator's ₹500 Cr limit.
//
// With today's rules every step happens to raise need(P) (a lower LTV share, the charges leaving
// the LTV cost, a higher GST or duty band), so need(P) is non-decreasing overall and one bisection
// would find the same answer; the pieces keep the answer exact should a rule ever step down with
// the price (a lower slab above a value, a rebate that starts above one).

/** What fixes the purchase charges apart from the price. */
export type ChargeProfile = Omit<PurchaseCostQuery, 'price' | 'referenceValue'>;

export interface PriceSolution {
  /** The highest affordable price in whole rupees; 0 when not even ₹1 is. */
  maxPrice: number;
  /** The loan at that price (the most the FOIR and the LTV allow). */
  loan: number;
  /** Purchase charges at that price. */
  charges: number;
  /** LTV share at that price, %. */
  ltvPercent: number;
  /** The loan the LTV allows at that price. */
  ltvLoan: number;
  bindingLimit: 'FOIR' | 'LTV' | 'SAVINGS';
}

/** The RBI loan-to-value share for a price (the band its whole price falls in). */
export function ltvPercentFor(lending: LendingRules, price: number): number {
  return lending.ltv.bands.find((band) => band.upTo === null || price <= band.upTo)!.percent;
}

/** The price edges where a band, slab, condition or GST rate changes (sorted, each the last price of its piece). */
export function pieceEdges(rules: PurchaseCostRules, lending: LendingRules, profile: ChargeProfile): number[] {
  const edges = new Set<number>();
  for (const band of lending.ltv.bands) if (band.upTo !== null) edges.add(band.upTo);
  edges.add(lending.chargesInCost.maxPrice);
  edges.add(rules.gst.affordable.maxValue);
  const region = findRegion(rules, profile.city, profile.area);
  for (const component of region?.components ?? []) {
    for (const variant of component.variants) {
      if (variant.when?.valueAbove !== undefined) edges.add(variant.when.valueAbove);
      if (variant.when?.valueAtMost !== undefined) edges.add(variant.when.valueAtMost);
      if (variant.basis.type === 'slabs') for (const slab of variant.basis.slabs) if (slab.upTo !== null) edges.add(slab.upTo);
    }
  }
  return [...edges].filter((edge) => edge >= PRICE_RANGE.min && edge < PRICE_RANGE.max).sort((a, b) => a - b);
}

/**
 * need(price) and what goes into it: the cash a price asks for beyond the loan. `rulesAt` is the price whose LTV
 * band and charges-in-cost rule apply (the price itself, except for the binding-limit check).
 */
export function needAt(rules: PurchaseCostRules, lending: LendingRules, profile: ChargeProfile, foirLoan: number, price: number, rulesAt = price) {
  const cost = computePurchaseCost(rules, { ...profile, price, referenceValue: null });
  const inCost =
    rulesAt <= lending.chargesInCost.maxPrice
      ? cost.lines.filter((line) => (lending.chargesInCost.kinds as readonly string[]).includes(line.kind)).reduce((sum, line) => sum + line.amount, 0)
      : 0;
  const ltvPercent = ltvPercentFor(lending, rulesAt);
  // Integer arithmetic first: 90 × ₹30,00,000 / 100 is exact, and the floor keeps the loan within the limit.
  const ltvLoan = Math.floor((ltvPercent * (price + inCost)) / 100);
  const loan = Math.min(foirLoan, ltvLoan);
  return { need: price + cost.totalCharges - loan, loan, charges: cost.totalCharges, ltvPercent, ltvLoan };
}

export function solveMaxPrice(rules: PurchaseCostRules, lending: LendingRules, profile: ChargeProfile, foirLoan: number, savings: number): PriceSolution {
  const at = (price: number, rulesAt = price) => needAt(rules, lending, profile, foirLoan, price, rulesAt);
  const fits = (price: number) => at(price).need <= savings;

  const edges = pieceEdges(rules, lending, profile);
  const starts = [PRICE_RANGE.min, ...edges.map((edge) => edge + 1)];
  const ends = [...edges, PRICE_RANGE.max];
  let best = 0;
  for (let i = ends.length - 1; i >= 0; i -= 1) {
    let low = starts[i]!;
    let high = ends[i]!;
    if (high <= best || !fits(low)) continue;
    // Invariant: fits(low); the answer of this piece is in [low, high].
    while (low < high) {
      const mid = low + Math.ceil((high - low) / 2);
      if (fits(mid)) low = mid;
      else high = mid - 1;
    }
    best = Math.max(best, low);
  }

  if (best === 0) return { maxPrice: 0, loan: 0, charges: 0, ltvPercent: ltvPercentFor(lending, 1), ltvLoan: 0, bindingLimit: 'SAVINGS' };
  const answer = at(best);
  // FOIR: the income caps the loan below the LTV share. LTV: the loan is the LTV share and one rupee more
  // would fit under this band's share, but falls in a band with a lower one. SAVINGS: the loan is the LTV
  // share inside its band, so the savings (the rest of the price and the charges) set the price.
  const bindingLimit = foirLoan <= answer.ltvLoan ? 'FOIR' : best < PRICE_RANGE.max && at(best + 1, best).need <= savings ? 'LTV' : 'SAVINGS';
  return { maxPrice: best, loan: answer.loan, charges: answer.charges, ltvPercent: answer.ltvPercent, ltvLoan: answer.ltvLoan, bindingLimit };
}
