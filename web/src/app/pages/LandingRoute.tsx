import { LandingPage } from '../../features/landing/LandingPage';
import { LazySiteSearch } from '../../features/search/LazySiteSearch';

// The landing page as the app composes it: its search box is the search feature's (a city
// opens its dashboard, other text searches), as in the header (app/HeaderSearch.tsx).

export function LandingRoute() {
  return <LandingPage search={<LazySiteSearch variant="hero" />} />;
}
