import type { TopGainerTimeframe } from '../../config/constants';
import type { TopGainersQuery } from '../../generated/graphql';

export type Gainer = TopGainersQuery['topGainers'][number];

const APPRECIATION_FIELD = { '1y': 'oneYear', '2y': 'twoYears', '5y': 'fiveYears' } as const satisfies Record<TopGainerTimeframe, keyof Gainer['appreciation']>;

/**
 * The gainers with the chosen timeframe's appreciation, highest first (spec section 9).
 * Spec section 4: the timeframe does not change the request, so the one answer carries
 * every timeframe and is re-ranked here. The sort is stable: for 1y it keeps the
 * server's order.
 */
export function rankGainers(gainers: readonly Gainer[], timeframe: TopGainerTimeframe): { gainer: Gainer; appreciation: number }[] {
  const field = APPRECIATION_FIELD[timeframe];
  return gainers.map((gainer) => ({ gainer, appreciation: gainer.appreciation[field] })).sort((a, b) => b.appreciation - a.appreciation);
}
