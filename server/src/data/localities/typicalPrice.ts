import type { LocalityRecord } from '../models.js';

/**
 * A locality's typical price in ₹ per sq ft, the one figure the affordability and
 * rent-or-buy tools price a home of a given size by. For now the locality's current
 * `avgPricePerSqft` (localities.json); the lead may switch it to issue 19's registered
 * median here, and nowhere else.
 */
export function localityPricePerSqft(locality: LocalityRecord): number {
  return locality.avgPricePerSqft;
}
