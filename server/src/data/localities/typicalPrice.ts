import type { LocalityRecord } from '../models.js';

/**
 * A locality's typical price in ₹ per sq ft of carpet area, the one figure the affordability tool
 * prices a home of a given size by: the registered median of its last 4 quarters of sales (the
 * price check, issue 19) where there are enough sales to have one, else the locality's current
 * `avgPricePerSqft` (localities.json).
 */
export function localityPricePerSqft(locality: LocalityRecord, registeredMedian?: number | null): number {
  return registeredMedian ?? locality.avgPricePerSqft;
}
