import { quoteInput } from './errors.js';
import { TOP_GAINER_TIMEFRAMES } from './models.js';

/** What is wrong with a top-gainers timeframe (the text of its 400), or undefined when it is one of 1y, 2y, 5y (any case). */
export function timeframeProblem(timeframe: string | null | undefined): string | undefined {
  const period = (timeframe ?? '1y').trim().toLowerCase();
  return (TOP_GAINER_TIMEFRAMES as readonly string[]).includes(period) ? undefined : `Unknown timeframe ${quoteInput(timeframe)}. Use one of ${TOP_GAINER_TIMEFRAMES.join(', ')}.`;
}
