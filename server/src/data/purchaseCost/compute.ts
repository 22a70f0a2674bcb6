import type { PurchaseCost, PurchaseCostLine } from '../../generated/graphql.js';
import { bandText, formatBandEdge, formatPercentRate, rateText } from './rateText.js';
import type { Basis, BuyerProfile, ConstructionStatus, CostComponent, PurchaseCostRules, Region, Variant } from './rules.js';

// The purchase-cost computation: pure, table-driven from the rules fixture, so the
// tests can check hand-worked cases without a server. Input is already validated
// (see input.ts).

export interface PurchaseCostQuery {
  city: string;
  /** Delhi NCR area; null elsewhere. */
  area: string | null;
  /** Whole rupees. */
  price: number;
  referenceValue: number | null;
  buyer: BuyerProfile;
  status: ConstructionStatus;
  carpetAreaSqM: number | null;
  firstSale: boolean;
}

/** The computed cost; the data layer adds its provenance (provenance/figures.ts). */
export type PurchaseCostResult = Omit<PurchaseCost, '__typename' | 'lines' | 'provenance'> & { lines: Omit<PurchaseCostLine, '__typename'>[] };

export function findRegion(rules: PurchaseCostRules, city: string, area: string | null): Region | undefined {
  return rules.regions.find((region) => region.city === city && region.area === area);
}

function variantApplies(variant: Variant, query: PurchaseCostQuery, value: number): boolean {
  const when = variant.when;
  if (!when) return true;
  if (when.buyers && !when.buyers.includes(query.buyer)) return false;
  if (when.firstSale !== undefined && when.firstSale !== query.firstSale) return false;
  if (when.valueAbove !== undefined && !(value > when.valueAbove)) return false;
  if (when.valueAtMost !== undefined && !(value <= when.valueAtMost)) return false;
  return true;
}

/** The amount in whole rupees, and which slab applied (for the rate text); amount null when that band is not modelled. */
function amountOf(basis: Basis, value: number, earlier: Map<string, number>): { amount: number | null; slabIndex: number } {
  switch (basis.type) {
    case 'percent': {
      const raw = (value * basis.percent) / 100;
      const capped = basis.cap === undefined ? raw : Math.sign(raw) * Math.min(Math.abs(raw), basis.cap);
      return { amount: Math.round(capped), slabIndex: -1 };
    }
    case 'slabs': {
      const slabIndex = basis.slabs.findIndex((slab) => slab.upTo === null || value <= slab.upTo);
      const slab = basis.slabs[slabIndex];
      if (slab.notModelled) return { amount: null, slabIndex };
      return { amount: slab.percent !== undefined ? Math.round((value * slab.percent) / 100) : slab.amount!, slabIndex };
    }
    case 'percentOfComponent':
      return { amount: Math.round(((earlier.get(basis.component) ?? 0) * basis.percent) / 100), slabIndex: -1 };
    case 'fixed':
      return { amount: basis.amount, slabIndex: -1 };
  }
}

/**
 * The note shown (in the answer's notes and on the page) when the cited sources give no
 * rate for the band the value falls in, e.g. "Registration fee is not modelled for a value
 * up to ₹40 lakh: the cited sources give no rate for this band, so the total leaves it out."
 */
export function notModelledNote(label: string, band: string): string {
  return `${label} is not modelled for a value ${band}: the cited sources give no rate for this band, so the total leaves it out.`;
}

function stateLines(region: Region, query: PurchaseCostQuery, value: number, checkedOn: string): { lines: PurchaseCostResult['lines']; notes: string[] } {
  const earlier = new Map<string, number>();
  const labelOf = (id: string) => region.components.find((component: CostComponent) => component.id === id)?.label ?? id;
  const lines: PurchaseCostResult['lines'] = [];
  const notes: string[] = [];
  for (const component of region.components) {
    const variant = component.variants.find((candidate) => variantApplies(candidate, query, value));
    if (!variant) continue;
    const { amount, slabIndex } = amountOf(variant.basis, value, earlier);
    if (amount === null) {
      if (variant.basis.type === 'slabs') notes.push(notModelledNote(component.label, bandText(variant.basis.slabs, slabIndex)));
      continue;
    }
    earlier.set(component.id, amount);
    const slabSource = variant.basis.type === 'slabs' ? variant.basis.slabs[slabIndex]?.source : undefined;
    lines.push({
      code: component.id,
      kind: component.kind,
      label: component.label,
      rate: rateText(variant.basis, slabIndex, labelOf),
      amount,
      note: component.note,
      source: { ...(slabSource ?? component.source), effectiveFrom: variant.effectiveFrom, checkedOn },
    });
  }
  return { lines, notes };
}

/** GST on the price (not the reference value): nil when ready, 1% affordable, else 5% (Notification 03/2019). */
function gstLine(rules: PurchaseCostRules, query: PurchaseCostQuery): PurchaseCostResult['lines'][number] {
  const gst = rules.gst;
  const { affordable } = gst;
  let percent: number;
  let rate: string;
  if (query.status === 'READY_TO_MOVE') {
    percent = gst.readyToMovePercent;
    rate = percent === 0 ? 'Nil (ready to move)' : formatPercentRate(percent);
  } else {
    const carpetLimit = affordable.metroCities.includes(query.city) ? affordable.maxCarpetAreaSqMMetro : affordable.maxCarpetAreaSqMElsewhere;
    const isAffordable = query.price <= affordable.maxValue && query.carpetAreaSqM !== null && query.carpetAreaSqM <= carpetLimit;
    percent = isAffordable ? affordable.percent : gst.underConstructionPercent;
    rate = isAffordable
      ? `${formatPercentRate(percent)} (affordable: up to ${formatBandEdge(affordable.maxValue)} and ${carpetLimit} m² carpet)`
      : `${formatPercentRate(percent)} (under construction)`;
  }
  return {
    code: 'gst',
    kind: 'GST',
    label: gst.label,
    rate,
    amount: Math.round((query.price * percent) / 100),
    note: gst.note,
    source: { ...gst.source, effectiveFrom: gst.effectiveFrom, checkedOn: rules.checkedOn },
  };
}

/** The charges that together make "the duty" a buyer is quoted (registration, fees and GST aside). */
const DUTY_KINDS = new Set(['STAMP_DUTY', 'CESS', 'SURCHARGE', 'TRANSFER_DUTY', 'REBATE']);

export function computePurchaseCost(rules: PurchaseCostRules, query: PurchaseCostQuery): PurchaseCostResult {
  const region = findRegion(rules, query.city, query.area);
  if (!region) throw new Error(`No purchase-cost rules for ${query.city}${query.area ? ` (${query.area})` : ''}`);
  const dutyValue = Math.max(query.price, query.referenceValue ?? 0);
  const state = stateLines(region, query, dutyValue, rules.checkedOn);
  const lines = [...state.lines, gstLine(rules, query)];
  const totalCharges = lines.reduce((sum, line) => sum + line.amount, 0);
  const duty = lines.filter((line) => DUTY_KINDS.has(line.kind)).reduce((sum, line) => sum + line.amount, 0);
  return {
    city: region.city,
    area: region.area,
    state: region.state,
    price: query.price,
    dutyValue,
    buyer: query.buyer,
    status: query.status,
    firstSale: query.firstSale,
    carpetAreaSqM: query.carpetAreaSqM,
    lines,
    dutyRatePercent: Math.round((duty / dutyValue) * 10_000) / 100,
    totalCharges,
    total: query.price + totalCharges,
    notes: [...state.notes, ...region.notes],
    checkedOn: rules.checkedOn,
  };
}
