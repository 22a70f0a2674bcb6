import { BadInputError } from '../errors.js';
import { localityPricePerSqft } from '../localities/typicalPrice.js';
import type { LocalityRecord, PropertyRecord } from '../models.js';
import { BUYER_PROFILES, CONSTRUCTION_STATUSES, DELHI_NCR_AREAS, type BuyerProfile, type ConstructionStatus, type PurchaseCostRules } from '../purchaseCost/rules.js';
import { enumField, given, optionalNumber, requiredNumber, RULES, type NumberRule, type RawValue } from './fields.js';
import { emiFor, loanForEmi } from './loanMath.js';
import { solveMaxPrice, type PriceSolution } from './maxPrice.js';
import type { LendingRules } from './rules.js';
import { figure, formatPercent, formatRupees, NO_FIGURE, type ToolAssumption } from './text.js';

// The affordability tool: pure, given the rules and the city's localities and listings.

export interface RawAffordabilityInput {
  city?: string | null;
  income?: RawValue;
  existingEmi?: RawValue;
  savings?: RawValue;
  rate?: RawValue;
  tenureYears?: RawValue;
  foir?: RawValue;
  bedrooms?: RawValue;
  carpetAreaSqft?: RawValue;
  buyer?: string | null;
  status?: string | null;
}

export interface AffordabilityQuery {
  city: string;
  income: number;
  existingEmi: number;
  savings: number;
  rate: number;
  tenureYears: number;
  foir: number;
  /** null when the carpet area was given. */
  bedrooms: number | null;
  carpetAreaSqft: number;
  buyer: BuyerProfile;
  status: ConstructionStatus;
  defaultsUsed: string[];
}

export const SQFT_PER_SQM = 10.7639;

/** The FOIR a request may give: from 1 to the lending rules' most. */
export const foirRule = (lending: LendingRules): NumberRule => ({ min: 1, max: lending.foir.maxPercent, range: `from 1 to ${lending.foir.maxPercent} (% of income)` });
/** The bedrooms a request may give: those the lending rules give a home size for. */
export function bedroomsRule(lending: LendingRules): NumberRule {
  const most = Object.keys(lending.homeSizes.carpetAreaSqftByBedrooms).length;
  return { min: 1, max: most, whole: true, range: `from 1 to ${most}` };
}

export function parseAffordabilityInput(raw: RawAffordabilityInput, resolveCity: (city: string) => string | undefined, lending: LendingRules): AffordabilityQuery {
  if (!given(raw.city)) throw new BadInputError('"city" is required.');
  const city = resolveCity(raw.city)!;
  const defaultsUsed: string[] = [];
  const income = requiredNumber('income', raw.income, RULES.income, "the household's monthly take-home income in rupees");
  const existingEmi = optionalNumber('existingEmi', raw.existingEmi, RULES.monthlyRupees, 0, defaultsUsed);
  const savings = requiredNumber('savings', raw.savings, RULES.savings, 'the savings available in rupees');
  const rate = optionalNumber('rate', raw.rate, RULES.rate, lending.interestRate.defaultPercent, defaultsUsed);
  const tenureYears = optionalNumber('tenureYears', raw.tenureYears, RULES.tenureYears, lending.rentVsBuy.tenureYears, defaultsUsed);
  const foir = optionalNumber('foir', raw.foir, foirRule(lending), lending.foir.defaultPercent, defaultsUsed);
  const sizes = lending.homeSizes.carpetAreaSqftByBedrooms;
  let bedrooms: number | null = null;
  let carpetAreaSqft: number;
  if (given(raw.carpetAreaSqft)) {
    if (given(raw.bedrooms)) throw new BadInputError('"bedrooms" and "carpetAreaSqft" were both given: give one of them.');
    carpetAreaSqft = requiredNumber('carpetAreaSqft', raw.carpetAreaSqft, RULES.carpetAreaSqft, 'the carpet area in sq ft');
  } else {
    bedrooms = requiredNumber('bedrooms', raw.bedrooms, bedroomsRule(lending), 'the bedrooms wanted, or "carpetAreaSqft"');
    carpetAreaSqft = sizes[String(bedrooms)]!;
  }
  const buyer: BuyerProfile = given(raw.buyer) ? enumField('buyer', raw.buyer, BUYER_PROFILES) : (defaultsUsed.push('buyer'), 'MAN');
  const status: ConstructionStatus = given(raw.status)
    ? enumField('status', raw.status, CONSTRUCTION_STATUSES, { ready: 'READY_TO_MOVE', 'ready-to-move': 'READY_TO_MOVE', 'under-construction': 'UNDER_CONSTRUCTION' })
    : (defaultsUsed.push('status'), 'READY_TO_MOVE');
  return { city, income, existingEmi, savings, rate, tenureYears, foir, bedrooms, carpetAreaSqft, buyer, status, defaultsUsed };
}

export interface AffordabilityResult {
  city: string;
  maxPrice: number;
  loan: number;
  emi: number;
  cashUpFront: number;
  charges: number;
  bindingLimit: PriceSolution['bindingLimit'];
  maxEmi: number;
  foirLoan: number;
  ltvPercent: number;
  carpetAreaSqft: number;
  localities: { name: string; slug: string; pricePerSqft: number; typicalPrice: number; fits: boolean; headroom: number }[];
  properties: { id: string; name: string; price: number; locality: string; bedrooms: number; areaSqft: number }[];
  assumptions: ToolAssumption[];
  defaultsUsed: string[];
  notes: string[];
}

/** A listing's price (crore in the fixture) in whole rupees. */
export const listingRupees = (property: PropertyRecord) => Math.round(property.price * 1_00_00_000);

export function computeAffordability(
  rules: PurchaseCostRules,
  lending: LendingRules,
  query: AffordabilityQuery,
  localities: readonly LocalityRecord[],
  properties: readonly PropertyRecord[],
  /** A locality's ₹ per sq ft of carpet area (the data layer passes its registered median). */
  pricePerSqftOf: (locality: LocalityRecord) => number = (locality) => localityPricePerSqft(locality),
): AffordabilityResult {
  const maxEmi = Math.max(0, (query.income * query.foir) / 100 - query.existingEmi);
  const foirLoan = Math.floor(loanForEmi(maxEmi, query.rate, query.tenureYears));
  const carpetAreaSqM = Math.round((query.carpetAreaSqft / SQFT_PER_SQM) * 100) / 100;
  const profile = (area: string | null) => ({
    city: query.city,
    area,
    buyer: query.buyer,
    status: query.status,
    carpetAreaSqM,
    firstSale: query.status === 'UNDER_CONSTRUCTION',
  });
  // Delhi NCR's three areas charge different duty: each has its own maximum price.
  const areas: (string | null)[] = query.city === 'Delhi NCR' ? [...DELHI_NCR_AREAS] : [null];
  const byArea = new Map(areas.map((area) => [area, solveMaxPrice(rules, lending, profile(area), foirLoan, query.savings)]));
  const headline = [...byArea.values()].reduce((low, next) => (next.maxPrice < low.maxPrice ? next : low));
  const budgetOf = (area: string | null | undefined) => (byArea.get(area ?? null) ?? headline).maxPrice;

  const inCity = localities.filter((locality) => locality.city === query.city);
  const localityRows = inCity
    .map((locality) => {
      const pricePerSqft = pricePerSqftOf(locality);
      const typicalPrice = Math.round(pricePerSqft * query.carpetAreaSqft);
      const headroom = budgetOf(locality.area) - typicalPrice;
      return { name: locality.name, slug: locality.slug, pricePerSqft, typicalPrice, fits: headroom >= 0, headroom };
    })
    .sort((a, b) => b.headroom - a.headroom || a.name.localeCompare(b.name));
  const areaOfLocality = new Map(inCity.map((locality) => [locality.name, locality.area]));
  const propertyRows = properties
    .filter((property) => property.city === query.city && listingRupees(property) <= budgetOf(areaOfLocality.get(property.locality)))
    .map((property) => ({ id: property.id, name: property.name, price: listingRupees(property), locality: property.locality, bedrooms: property.bedrooms, areaSqft: property.area }))
    .sort((a, b) => b.price - a.price || a.id.localeCompare(b.id));

  const notes: string[] = [];
  if (query.city === 'Delhi NCR') {
    notes.push(
      `Stamp duty differs across Delhi NCR's areas, so each has its own maximum price: ${[...byArea.entries()].map(([area, solution]) => `${area} ${formatRupees(solution.maxPrice)}`).join(', ')}. The headline is the lowest; each locality and home is judged by its own area's.`,
    );
  }
  const entered = (field: string) => !query.defaultsUsed.includes(field);
  const assumptions: ToolAssumption[] = [
    { name: lending.foir.label, value: formatPercent(query.foir), ...figure(query.foir, 'PERCENT'), source: entered('foir') ? 'You entered it' : `${lending.foir.source.name}: ${lending.foir.source.citation}` },
    { name: lending.interestRate.label, value: `${formatPercent(query.rate)} a year`, ...figure(query.rate, 'PERCENT_PER_YEAR'), source: entered('rate') ? 'You entered it' : `${lending.interestRate.source.name}: ${lending.interestRate.source.citation}` },
    {
      name: lending.ltv.label,
      value: lending.ltv.bands.map((band, i, bands) => `${band.percent}% ${band.upTo === null ? `above ${formatRupees(bands[i - 1]?.upTo ?? 0)}` : `up to ${formatRupees(band.upTo)}`}`).join('; '),
      ...NO_FIGURE,
      source: `${lending.ltv.source.name}, ${lending.ltv.source.citation} (checked ${lending.checkedOn})`,
    },
    { name: lending.chargesInCost.label, value: lending.chargesInCost.note, ...NO_FIGURE, source: `${lending.chargesInCost.source.name}, ${lending.chargesInCost.source.citation}` },
    {
      name: 'Purchase charges',
      value: `${formatRupees(headline.charges)} at the maximum price`,
      ...figure(headline.charges, 'INR'),
      source: `The state's stamp duty, registration and GST rules (purchase-cost calculator, checked ${rules.checkedOn})`,
    },
    {
      name: lending.homeSizes.label,
      value: `${query.carpetAreaSqft.toLocaleString('en-IN')} sq ft`,
      ...figure(query.carpetAreaSqft, 'SQFT'),
      source: query.bedrooms === null ? 'You entered it' : `${lending.homeSizes.source.name}: ${lending.homeSizes.source.citation} (${query.bedrooms} bedroom${query.bedrooms === 1 ? '' : 's'})`,
    },
    { name: 'Locality prices', value: '₹ per sq ft × carpet area', ...NO_FIGURE, source: "Each locality's average price per sq ft (GharInsight sample data)" },
  ];
  const emi = Math.round(emiFor(headline.loan, query.rate, query.tenureYears));
  return {
    city: query.city,
    maxPrice: headline.maxPrice,
    loan: headline.loan,
    emi,
    cashUpFront: headline.maxPrice + headline.charges - headline.loan,
    charges: headline.charges,
    bindingLimit: headline.bindingLimit,
    maxEmi: Math.round(maxEmi),
    foirLoan,
    ltvPercent: headline.ltvPercent,
    carpetAreaSqft: query.carpetAreaSqft,
    localities: localityRows,
    properties: propertyRows,
    assumptions,
    defaultsUsed: query.defaultsUsed,
    notes,
  };
}
