// The rules of the price check (issue 19) as data, each with where it comes from.
// Registered sales and asking prices are compared per sq ft of CARPET area: the
// registration records state carpet area (RERA made it the unit of sale in 2017),
// listings often quote super built-up area, which is converted with LOADING_FACTOR.

/** The area a figure is per: carpet (inside the walls) or super built-up (carpet plus a share of common areas). */
export const AREA_BASES = ['CARPET', 'SUPER_BUILT_UP'] as const;
export type AreaBasis = (typeof AREA_BASES)[number];

/** The basis every figure of the price check is shown on. */
export const COMPARISON_BASIS: AreaBasis = 'CARPET';

/**
 * Super built-up area = carpet area × LOADING_FACTOR. An assumption: Indian property guides
 * commonly put the "loading" of super built-up over carpet area at 25–40 % for apartments;
 * we take 1.3 (30 %). A listing that quotes super built-up area is divided by it.
 */
export const LOADING_FACTOR = 1.3;
export const LOADING_FACTOR_SOURCE = 'Assumption: loading of 25–40 % is commonly quoted by Indian property guides; 30 % used';

/** How many recent quarters of registered sales the comparison uses. */
export const QUARTERS_COMPARED = 4;
/** Fewer registered sales than this in those quarters is "too few to compare": no median, range or gap. */
export const MIN_SALES = 10;
/** The most quarters of sales `sales(quarters:)` returns: the generated records cover the last 8 quarters. */
export const MAX_SALES_QUARTERS = 8;

/**
 * The asking-over-registered gap of the generated asking snapshot, in percent: an ASSUMPTION
 * (no public source gives it per locality). Asking prices on portals run above the prices
 * finally registered because buyers negotiate; we assume 3–12 % for every locality.
 */
export const ASSUMED_ASKING_GAP_PERCENT = { min: 3, max: 12 } as const;

/** The as-of date of the asking snapshot: the end of the last quarter of registered sales. */
export const ASKING_SNAPSHOT_AS_OF = '2025-09-30';

export const PRICE_VERDICTS = ['BELOW', 'WITHIN', 'ABOVE'] as const;
export type PriceVerdict = (typeof PRICE_VERDICTS)[number];
