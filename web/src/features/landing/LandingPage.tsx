import type { ReactNode } from 'react';
import { dashboardPath, paths } from '../../config/paths';
import { CITIES } from '../../config/cities';
import { PageHead } from '../../shared/head/PageHead';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { AmenityShortcuts } from './AmenityShortcuts';
import { FeatureBlurbs } from './FeatureBlurbs';
import { PopularCities } from './PopularCities';
import { SearchHero } from './SearchHero';
import './landing.css';

/** `/`: search (`search`, the hero's search box), popular cities, feature blurbs, amenity shortcuts and the two calls to action. */
export function LandingPage({ search }: { search: ReactNode }) {
  return (
    <div className="landing">
      <PageHead
        title="Property Market Insights for Indian Cities"
        description={`Property prices, trends, localities and listings for ${CITIES.join(', ')}. Illustrative sample data.`}
        path={paths.home}
      />
      <SearchHero search={search} />
      <PopularCities />
      <FeatureBlurbs />
      <AmenityShortcuts />
      <section className="landing-actions" aria-label="Get started">
        <ButtonLink type="primary" size="large" to={dashboardPath()}>
          Explore Dashboard
        </ButtonLink>
        <ButtonLink size="large" to={paths.compare}>
          Compare Cities
        </ButtonLink>
      </section>
      <p className="landing-note">
        <strong>About the data:</strong> all prices, trends and listings on GharInsight are illustrative sample data, loosely based on
        public reports. They are not live market figures.
      </p>
    </div>
  );
}
