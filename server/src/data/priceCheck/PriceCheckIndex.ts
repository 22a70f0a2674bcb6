import { z } from 'zod';
import { BadInputError, quoteInput } from '../errors.js';
import type { Fixtures, LocalityRecord, PropertyRecord } from '../models.js';
import { withProvenance, type ProvenanceModel } from '../provenance/figures.js';
import { computeLocalityPriceCheck, computePropertyPriceCheck, type LocalityPriceCheck, type PropertyPriceCheck } from './compute.js';
import { MAX_SALES_QUARTERS, QUARTERS_COMPARED } from './rules.js';
import type { AskingListingRecord, RegisteredSaleRecord } from './salesFixtures.js';

// The registered sales and asking listings by locality, indexed once at start-up, and
// each locality's price check, computed on first use and kept (the data never changes
// while the process runs).

const key = (city: string, name: string) => `${city}|${name}`;
const pad = (value: number) => String(value).padStart(2, '0');
const quarterOf = (isoDate: string) => Number(isoDate.slice(0, 4)) * 4 + Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3);

/** First and last day of the `quarters` quarters ending with the locality's latest one, ISO dates. */
export function periodOf(locality: LocalityRecord, quarters: number): { from: string; to: string } {
  const first = locality.history.at(-quarters) ?? locality.history[0];
  const last = locality.history.at(-1)!;
  const lastDay = new Date(Date.UTC(last.year, last.quarter * 3, 0)).getUTCDate();
  return { from: `${first.year}-${pad((first.quarter - 1) * 3 + 1)}-01`, to: `${last.year}-${pad(last.quarter * 3)}-${pad(lastDay)}` };
}

/** The quarters of sales a request may ask for: parseQuarters and the OpenAPI document both use it. */
export const QUARTERS_SCHEMA = z.int().min(1).max(MAX_SALES_QUARTERS);

/** `quarters` as given (GraphQL Int or a REST string): a whole number from 1 to MAX_SALES_QUARTERS; 4 when absent. */
export function parseQuarters(value: unknown): number {
  if (value === undefined || value === null || value === '') return QUARTERS_COMPARED;
  const text = String(value).trim();
  const number = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!QUARTERS_SCHEMA.safeParse(number).success) {
    throw new BadInputError(`Invalid quarters ${quoteInput(value)}: a whole number from 1 to ${MAX_SALES_QUARTERS}.`);
  }
  return number;
}

/** The price checks as answered: each with its provenance (provenance/figures.ts). */
export type LocalityPriceCheckAnswer = LocalityPriceCheck & { provenance: ProvenanceModel };
export type PropertyPriceCheckAnswer = PropertyPriceCheck & { provenance: ProvenanceModel };

export class PriceCheckIndex {
  /** Each locality's sales, newest first. */
  private readonly sales = new Map<string, RegisteredSaleRecord[]>();
  private readonly listings = new Map<string, AskingListingRecord[]>();
  private readonly checks = new Map<string, LocalityPriceCheckAnswer>();

  constructor(fixtures: Pick<Fixtures, 'registeredSales' | 'askingListings'>) {
    for (const sale of fixtures.registeredSales) {
      const list = this.sales.get(key(sale.city, sale.locality)) ?? [];
      list.push(sale);
      this.sales.set(key(sale.city, sale.locality), list);
    }
    for (const list of this.sales.values()) list.sort((a, b) => b.registeredOn.localeCompare(a.registeredOn) || b.id.localeCompare(a.id));
    for (const listing of fixtures.askingListings) {
      const list = this.listings.get(key(listing.city, listing.locality)) ?? [];
      list.push(listing);
      this.listings.set(key(listing.city, listing.locality), list);
    }
  }

  /** The locality's registered sales of its latest `quarters` quarters, newest first. */
  salesOf(locality: LocalityRecord, quarters: number): RegisteredSaleRecord[] {
    const last = locality.history.at(-1)!;
    const earliest = last.year * 4 + (last.quarter - 1) - (quarters - 1);
    return (this.sales.get(key(locality.city, locality.name)) ?? []).filter((sale) => quarterOf(sale.registeredOn) >= earliest);
  }

  /** The locality's current asking listings (the snapshot). */
  listingsOf(locality: LocalityRecord): AskingListingRecord[] {
    return this.listings.get(key(locality.city, locality.name)) ?? [];
  }

  /** Registered sales of the last QUARTERS_COMPARED quarters against the asking snapshot. */
  localityCheck(locality: LocalityRecord): LocalityPriceCheckAnswer {
    const cached = this.checks.get(locality.id);
    if (cached) return cached;
    const check = withProvenance('LocalityPriceCheck', computeLocalityPriceCheck({
      registeredPerSqft: this.salesOf(locality, QUARTERS_COMPARED).map((sale) => sale.pricePerSqft),
      askingPerSqft: this.listingsOf(locality).map((listing) => listing.askingPerSqft),
      ...periodOf(locality, QUARTERS_COMPARED),
    }));
    this.checks.set(locality.id, check);
    return check;
  }

  /** One home's asking ₹ per sq ft (carpet area: properties.json areas are carpet) against its locality's check. */
  propertyCheck(property: PropertyRecord, locality: LocalityRecord): PropertyPriceCheckAnswer {
    const { provenance: _locality, ...check } = this.localityCheck(locality);
    return withProvenance('PropertyPriceCheck', computePropertyPriceCheck(check, property.pricePerSqFt));
  }
}
