import { LocalityPriceCheckSection } from '../../features/price-check/LocalityPriceCheckSection';
import { LocalityPage, type LocalitySection } from '../../features/locality-pages/LocalityPage';

// The locality page as the app composes it: the price check (issue 19) is its own feature,
// so it joins the page here rather than the page importing it (code flows features -> app;
// docs/architecture.md, Boundaries).

const priceCheck: LocalitySection = (locality) => <LocalityPriceCheckSection city={locality.city} slug={locality.slug} />;

export function LocalityRoute() {
  return <LocalityPage extraSection={priceCheck} />;
}
