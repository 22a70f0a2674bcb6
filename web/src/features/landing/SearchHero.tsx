import type { ReactNode } from 'react';

/** The landing page's headline and its search box (`search`, the search feature's, handed in by app/pages/LandingRoute.tsx). */
export function SearchHero({ search }: { search: ReactNode }) {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <h1 id="landing-title">Make smarter property decisions in Indian cities</h1>
      <p className="landing-lead">
        Prices, trends, localities, amenities and news for home buyers and investors, in one dashboard per city.
      </p>
      {search}
    </section>
  );
}
