import { MISSING_DEFAULTS } from '../../config/constants';

// The property page's derived values and fixed texts (spec section 9).

/** Bathrooms are shown as bedrooms minus 1, at least 1. */
export const bathrooms = (bedrooms: number) => Math.max(1, bedrooms - 1);

/** The booking amount is 10% of the price; in rupees, from a price in crore. */
export const bookingAmountRupees = (priceCrore: number) => priceCrore * 1e7 * 0.1;

export const MAINTENANCE = '₹3.5/sq.ft.';

/**
 * An illustrative RERA registration number derived from the property id, in the
 * MahaRERA shape 'P518' + 8 digits (e.g. 101 -> P51800000101). It is not a real registration.
 */
export const reraId = (id: string) => `P518${id.padStart(8, '0')}`;

export const possession = (completionDate: string | null | undefined) => completionDate ?? MISSING_DEFAULTS.completion;

/** Fixed connectivity distances (spec section 9). */
export const CONNECTIVITY = [
  { place: 'Airport', distance: '18 km' },
  { place: 'City Center', distance: '5 km' },
  { place: 'Highway', distance: '1.5 km' },
] as const;
