import type { LocalityModel, LocalityRecord, StoredFixtures, TopGainerModel } from '../models.js';
import { localitySlug } from './slug.js';

// Localities by city and slug, and what the other fixtures say about each one
// (its listings, malls, theaters, top-gainer and transaction rows), indexed once
// at start-up. The start-up rules (localityRules.ts) guarantee that every name the
// other fixtures use is a locality here.

export interface LocalityPriceChange {
  oneYear: number | null;
  threeYears: number | null;
  fiveYears: number | null;
}

type Related = {
  properties: StoredFixtures['properties'];
  shoppingMalls: StoredFixtures['shoppingMalls'];
  theaters: StoredFixtures['theaters'];
  topGainer: TopGainerModel | null;
  transactionPrice: StoredFixtures['transactionPrices'][number] | null;
};

const key = (city: string, name: string) => `${city}|${name}`;

/** Percent change of the latest quarter against `quarters` quarters earlier, to one decimal; null when the history is shorter. */
export function changeOver(history: LocalityRecord['history'], quarters: number): number | null {
  const last = history.at(-1);
  const earlier = history.at(-1 - quarters);
  if (!last || !earlier || history.length <= quarters) return null;
  return Math.round((last.pricePerSqft / earlier.pricePerSqft - 1) * 1000) / 10;
}

export function priceChange(locality: LocalityRecord): LocalityPriceChange {
  return { oneYear: changeOver(locality.history, 4), threeYears: changeOver(locality.history, 12), fiveYears: changeOver(locality.history, 20) };
}

export class LocalityIndex {
  private readonly bySlug = new Map<string, LocalityModel>();
  private readonly byCity = new Map<string, LocalityModel[]>();
  private readonly related = new Map<string, Related>();

  constructor(fixtures: StoredFixtures) {
    for (const locality of fixtures.localities) {
      this.bySlug.set(key(locality.city, locality.slug), locality);
      this.byCity.set(locality.city, [...(this.byCity.get(locality.city) ?? []), locality]);
      this.related.set(key(locality.city, locality.name), { properties: [], shoppingMalls: [], theaters: [], topGainer: null, transactionPrice: null });
    }
    const of = (city: string, name: string) => this.related.get(key(city, name));
    for (const property of fixtures.properties) of(property.city, property.locality)?.properties.push(property);
    for (const mall of fixtures.shoppingMalls) of(mall.city, mall.locality)?.shoppingMalls.push(mall);
    for (const theater of fixtures.theaters) of(theater.city, theater.locality)?.theaters.push(theater);
    for (const gainer of fixtures.topGainers) {
      const entry = of(gainer.city, gainer.locality);
      if (entry) entry.topGainer = { ...gainer, timeframe: '1y', priceAppreciation: gainer.appreciation.oneYear };
    }
    for (const row of fixtures.transactionPrices) {
      const entry = of(row.city, row.locality);
      if (entry) entry.transactionPrice = row;
    }
  }

  /** The localities of one city (fixture order), or of every city in `cityOrder`. */
  list(city: string | undefined, cityOrder: readonly string[]): LocalityModel[] {
    if (city) return this.byCity.get(city) ?? [];
    return cityOrder.flatMap((name) => this.byCity.get(name) ?? []);
  }

  /** One locality by canonical city name and slug (any case, surrounding spaces ignored); null when unknown. */
  find(city: string, slug: string): LocalityModel | null {
    return this.bySlug.get(key(city, localitySlug(slug))) ?? null;
  }

  relatedTo(locality: LocalityRecord): Related {
    return this.related.get(key(locality.city, locality.name))!;
  }
}
