import { LazySiteSearch } from '../search/LazySiteSearch';

/** The landing page's headline and its search box (features/search: a city opens its dashboard, other text searches). */
export function SearchHero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <h1 id="landing-title">Make smarter property decisions in Indian cities</h1>
      <p className="landing-lead">
        Prices, trends, localities, amenities and news for home buyers and investors, in one dashboard per city.
      </p>
      <LazySiteSearch variant="hero" />
    </section>
  );
}
