import { paths } from '../config/paths';

/** The header entries of spec section 2, in order. */
export const NAV_ITEMS = [
  { label: 'Home', to: paths.home },
  { label: 'Top Gainers', to: paths.topGainers },
  { label: 'Transaction Prices', to: paths.transactionPrices },
  { label: 'Market Analysis', to: paths.marketAnalysis },
  { label: 'Compare', to: paths.compare },
  { label: 'News', to: paths.news },
] as const;
