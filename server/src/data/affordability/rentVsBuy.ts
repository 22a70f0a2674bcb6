import { BadInputError, quoteInput } from '../errors.js';
import type { LocalityRecord, PropertyRecord } from '../models.js';
import { computePurchaseCost, type PurchaseCostResult } from '../purchaseCost/compute.js';
import type { PurchaseCostRules } from '../purchaseCost/rules.js';
import { listingRupees, SQFT_PER_SQM } from './affordability.js';
import { given, optionalNumber, RULES, type RawValue } from './fields.js';
import { emiFor, outstandingAfter } from './loanMath.js';
import { ltvPercentFor } from './maxPrice.js';
import type { LendingRules } from './rules.js';
import { figure, formatPercent, formatRupees, type ToolAssumption } from './text.js';

// Rent or buy, year by year: pure, given the rules, the locality and (optionally) the listing.
//
// Both households start with the same cash, the buyer's down payment plus the purchase
// charges, and each year spend the same: whoever's outgoings are lower invests the
// difference at the return rate. Year k (k = 1…years), figures at the year's end:
//   rent_k      = rent × 12 × (1 + rentGrowth)^(k−1)
//   outgoings_k = the EMIs paid in year k (none after the tenure) + upkeep % × price
//   renter_k    = renter_(k−1) × (1 + return) + max(outgoings_k − rent_k, 0),  renter_0 = down payment + charges
//   invested_k  = invested_(k−1) × (1 + return) + max(rent_k − outgoings_k, 0),  invested_0 = 0
//   buyer_k     = price × (1 + priceGrowth)^k × (1 − selling cost %) − loan outstanding_k + invested_k
// So the purchase charges are counted once (at the start, in the renter's opening sum) and
// the selling cost once (as if the home were sold at the end of year k). Savings are added
// at each year's end and compound yearly. The break-even year is the first year from which
// the buyer stays at or above the renter to the end of the horizon.

export interface RawRentVsBuyInput {
  property?: string | number | null;
  price?: RawValue;
  city?: string | null;
  locality?: string | null;
  rent?: RawValue;
  rentGrowth?: RawValue;
  priceGrowth?: RawValue;
  loanShare?: RawValue;
  rate?: RawValue;
  tenureYears?: RawValue;
  upkeep?: RawValue;
  returnRate?: RawValue;
  years?: RawValue;
}

/** What the data layer looks up for the parser; each throws BadInputError for an unknown one. */
export interface RentVsBuyLookups {
  resolveCity: (city: string) => string | undefined;
  /** The listing, or null for an unknown id (a non-numeric id throws). */
  property: (id: string) => PropertyRecord | null;
  /** The locality of a city by name or slug, or null. */
  locality: (city: string, nameOrSlug: string) => LocalityRecord | null;
}

export interface RentVsBuyQuery {
  price: number;
  locality: LocalityRecord;
  property: PropertyRecord | null;
  rent: number;
  rentGrowth: number;
  priceGrowth: number;
  loanShare: number;
  rate: number;
  tenureYears: number;
  upkeep: number;
  returnRate: number;
  years: number;
  defaultsUsed: string[];
}

/** A locality's 5-year annualised price change (% a year, two decimals) and the quarters it spans; null without 21 quarters. */
export function fiveYearGrowth(locality: LocalityRecord): { percent: number; from: LocalityRecord['history'][number]; to: LocalityRecord['history'][number] } | null {
  const to = locality.history.at(-1);
  const from = locality.history.at(-21);
  if (!to || !from || locality.history.length < 21) return null;
  return { percent: Math.round(((to.pricePerSqft / from.pricePerSqft) ** (1 / 5) - 1) * 10_000) / 100, from, to };
}

export function parseRentVsBuyInput(raw: RawRentVsBuyInput, lookups: RentVsBuyLookups, lending: LendingRules): RentVsBuyQuery {
  const defaultsUsed: string[] = [];
  let price: number;
  let locality: LocalityRecord;
  let property: PropertyRecord | null = null;
  if (given(raw.property)) {
    for (const field of ['price', 'city', 'locality'] as const) {
      if (given(raw[field])) throw new BadInputError(`"${field}" cannot be given with "property": the property fixes the price, city and locality.`);
    }
    property = lookups.property(String(raw.property));
    if (!property) throw new BadInputError(`"property" ${quoteInput(raw.property)} is not a listed property.`);
    price = listingRupees(property);
    const found = lookups.locality(property.city, property.locality);
    if (!found) throw new BadInputError(`"property" ${quoteInput(raw.property)} has no locality record.`);
    locality = found;
  } else {
    if (!given(raw.price)) throw new BadInputError('"price" is required (whole rupees), or give "property".');
    price = optionalNumber('price', raw.price, RULES.price, 0, defaultsUsed);
    if (!given(raw.city)) throw new BadInputError('"city" is required with "price".');
    const city = lookups.resolveCity(raw.city)!;
    if (!given(raw.locality)) throw new BadInputError('"locality" is required with "price": its rental yield and price history set the defaults.');
    const found = lookups.locality(city, raw.locality);
    if (!found) throw new BadInputError(`"locality": unknown locality ${quoteInput(raw.locality)} in ${city}.`);
    locality = found;
  }
  const d = lending.rentVsBuy;
  const growth = fiveYearGrowth(locality);
  return {
    price,
    locality,
    property,
    rent: optionalNumber('rent', raw.rent, RULES.rent, Math.round((locality.rentalYield / 100) * price / 12), defaultsUsed),
    rentGrowth: optionalNumber('rentGrowth', raw.rentGrowth, RULES.growth, d.rentGrowthPercent, defaultsUsed),
    priceGrowth: optionalNumber('priceGrowth', raw.priceGrowth, RULES.growth, growth?.percent ?? 0, defaultsUsed),
    loanShare: optionalNumber('loanShare', raw.loanShare, RULES.loanShare, d.loanSharePercent, defaultsUsed),
    rate: optionalNumber('rate', raw.rate, RULES.rate, lending.interestRate.defaultPercent, defaultsUsed),
    tenureYears: optionalNumber('tenureYears', raw.tenureYears, RULES.tenureYears, d.tenureYears, defaultsUsed),
    upkeep: optionalNumber('upkeep', raw.upkeep, RULES.upkeep, d.upkeepPercent, defaultsUsed),
    returnRate: optionalNumber('returnRate', raw.returnRate, RULES.rate, d.returnPercent, defaultsUsed),
    years: optionalNumber('years', raw.years, RULES.years, d.years, defaultsUsed),
    defaultsUsed,
  };
}

export interface RentVsBuyYearRow {
  year: number;
  buyerNetWorth: number;
  renterNetWorth: number;
  rent: number;
  buyerOutgoings: number;
  homeValue: number;
  loanOutstanding: number;
}

export interface RentVsBuyResult {
  price: number;
  city: string;
  locality: string;
  localitySlug: string;
  propertyId: string | null;
  propertyName: string | null;
  breakEvenYear: number | null;
  loan: number;
  emi: number;
  charges: number;
  cashUpFront: number;
  years: RentVsBuyYearRow[];
  assumptions: ToolAssumption[];
  defaultsUsed: string[];
}

/** The purchase charges of the home: the state's rules, one man buying, ready unless the listing has a completion date. */
function purchaseCharges(rules: PurchaseCostRules, query: RentVsBuyQuery): PurchaseCostResult {
  const underConstruction = query.property?.completionDate != null;
  return computePurchaseCost(rules, {
    city: query.locality.city,
    area: query.locality.area ?? null,
    price: query.price,
    referenceValue: null,
    buyer: 'MAN',
    status: underConstruction ? 'UNDER_CONSTRUCTION' : 'READY_TO_MOVE',
    // Without a listing the GST's 1% affordable rate is not assumed (it needs the carpet area).
    carpetAreaSqM: query.property ? Math.round((query.property.area / SQFT_PER_SQM) * 100) / 100 : null,
    firstSale: underConstruction,
  });
}

export function computeRentVsBuy(rules: PurchaseCostRules, lending: LendingRules, query: RentVsBuyQuery): RentVsBuyResult {
  const { price, rate, tenureYears } = query;
  const ltvPercent = ltvPercentFor(lending, price);
  const loanShare = Math.min(query.loanShare, ltvPercent);
  const loan = Math.floor((price * loanShare) / 100);
  const emi = emiFor(loan, rate, tenureYears);
  const cost = purchaseCharges(rules, query);
  const charges = cost.totalCharges;
  const cashUpFront = price - loan + charges;
  const upkeepYear = (price * query.upkeep) / 100;
  const sell = lending.rentVsBuy.sellingCostPercent / 100;
  const r = query.returnRate / 100;

  let renter = cashUpFront;
  let invested = 0;
  const rows: RentVsBuyYearRow[] = [];
  for (let year = 1; year <= query.years; year += 1) {
    const rent = query.rent * 12 * (1 + query.rentGrowth / 100) ** (year - 1);
    const months = Math.max(0, Math.min(12, tenureYears * 12 - 12 * (year - 1)));
    const outgoings = emi * months + upkeepYear;
    renter = renter * (1 + r) + Math.max(outgoings - rent, 0);
    invested = invested * (1 + r) + Math.max(rent - outgoings, 0);
    const homeValue = price * (1 + query.priceGrowth / 100) ** year;
    const outstanding = outstandingAfter(loan, rate, tenureYears, 12 * year);
    rows.push({
      year,
      buyerNetWorth: Math.round(homeValue * (1 - sell) - outstanding + invested),
      renterNetWorth: Math.round(renter),
      rent: Math.round(rent),
      buyerOutgoings: Math.round(outgoings),
      homeValue: Math.round(homeValue),
      loanOutstanding: Math.round(outstanding),
    });
  }
  let breakEvenYear: number | null = null;
  for (let i = rows.length - 1; i >= 0 && rows[i]!.buyerNetWorth >= rows[i]!.renterNetWorth; i -= 1) breakEvenYear = rows[i]!.year;

  return {
    price,
    city: query.locality.city,
    locality: query.locality.name,
    localitySlug: query.locality.slug,
    propertyId: query.property?.id ?? null,
    propertyName: query.property?.name ?? null,
    breakEvenYear,
    loan,
    emi: Math.round(emi),
    charges,
    cashUpFront,
    years: rows,
    assumptions: assumptionsOf(rules, lending, query, cost, loanShare, ltvPercent),
    defaultsUsed: query.defaultsUsed,
  };
}

function assumptionsOf(rules: PurchaseCostRules, lending: LendingRules, query: RentVsBuyQuery, cost: PurchaseCostResult, loanShare: number, ltvPercent: number): ToolAssumption[] {
  const { locality } = query;
  const entered = (field: string) => !query.defaultsUsed.includes(field);
  const assumed = `${lending.rentVsBuy.source.name}: ${lending.rentVsBuy.source.citation}`;
  const data = `${locality.source.name}, as of ${locality.source.asOf}; sample data`;
  const growth = fiveYearGrowth(locality);
  const quarter = (q: LocalityRecord['history'][number]) => `Q${q.quarter} ${q.year}`;
  const sources = [...new Set(cost.lines.map((line) => line.source.name))].join(', ');
  return [
    { name: 'Price', value: formatRupees(query.price), ...figure(query.price, 'INR'), source: query.property ? `Listing ${query.property.id}, ${query.property.name} (sample data)` : 'You entered it' },
    {
      name: 'Monthly rent',
      value: formatRupees(query.rent),
      ...figure(query.rent, 'INR_PER_MONTH'),
      source: entered('rent') ? 'You entered it' : `${locality.name}'s rental yield ${formatPercent(locality.rentalYield)} × price ÷ 12 (${data})`,
    },
    { name: 'Rent growth', value: `${formatPercent(query.rentGrowth)} a year`, ...figure(query.rentGrowth, 'PERCENT_PER_YEAR'), source: entered('rentGrowth') ? 'You entered it' : assumed },
    {
      name: 'Price growth',
      value: `${formatPercent(query.priceGrowth)} a year`,
      ...figure(query.priceGrowth, 'PERCENT_PER_YEAR'),
      source: entered('priceGrowth')
        ? 'You entered it'
        : growth
          ? `${locality.name}'s 5-year annualised change, ₹${growth.from.pricePerSqft.toLocaleString('en-IN')}/sq ft (${quarter(growth.from)}) to ₹${growth.to.pricePerSqft.toLocaleString('en-IN')}/sq ft (${quarter(growth.to)}) (${data})`
          : `${locality.name} has under 5 years of history: no growth assumed`,
    },
    {
      name: 'Loan share',
      value: formatPercent(loanShare),
      ...figure(loanShare, 'PERCENT'),
      source:
        loanShare < query.loanShare
          ? `Capped at ${ltvPercent}% by the RBI's loan-to-value limit for this price (${lending.ltv.source.citation})`
          : entered('loanShare')
            ? 'You entered it'
            : assumed,
    },
    { name: 'Interest rate', value: `${formatPercent(query.rate)} a year`, ...figure(query.rate, 'PERCENT_PER_YEAR'), source: entered('rate') ? 'You entered it' : `${lending.interestRate.source.name}: ${lending.interestRate.source.citation}` },
    { name: 'Tenure', value: `${query.tenureYears} years`, ...figure(query.tenureYears, 'YEARS'), source: entered('tenureYears') ? 'You entered it' : assumed },
    { name: 'Maintenance and property tax', value: `${formatPercent(query.upkeep)} of the price a year`, ...figure(query.upkeep, 'PERCENT_PER_YEAR'), source: entered('upkeep') ? 'You entered it' : assumed },
    { name: 'Return on money not spent on the house', value: `${formatPercent(query.returnRate)} a year`, ...figure(query.returnRate, 'PERCENT_PER_YEAR'), source: entered('returnRate') ? 'You entered it' : assumed },
    { name: 'Purchase charges', value: formatRupees(cost.totalCharges), ...figure(cost.totalCharges, 'INR'), source: `${cost.state}'s ${cost.lines.map((line) => `${line.label} ${line.rate}`).join(', ')} (${sources}; checked ${rules.checkedOn})` },
    { name: 'Selling cost', value: `${formatPercent(lending.rentVsBuy.sellingCostPercent)} of the sale price`, ...figure(lending.rentVsBuy.sellingCostPercent, 'PERCENT'), source: assumed },
    { name: 'Years compared', value: String(query.years), ...figure(query.years, 'YEARS'), source: entered('years') ? 'You entered it' : assumed },
  ];
}
