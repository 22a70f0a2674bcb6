import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { dashboardPath, paths } from '../../config/paths';
import { CITIES } from '../../config/cities';
import { PageHead } from '../../shared/head/PageHead';
import { AmenityShortcuts } from './AmenityShortcuts';
import { FeatureBlurbs } from './FeatureBlurbs';
import { PopularCities } from './PopularCities';
import { SearchHero } from './SearchHero';
import './landing.css';

/** `/`: search, popular cities, feature blurbs, amenity shortcuts and the two calls to action. */
export function LandingPage() {
  const navigate = useNavigate();
  return (
    <div className="landing">
      <PageHead
        title="Property Market Insights for Indian Cities"
        description={`Property prices, trends, localities and listings for ${CITIES.join(', ')}. Illustrative sample data.`}
        path={paths.home}
      />
      <SearchHero />
      <PopularCities />
      <FeatureBlurbs />
      <AmenityShortcuts />
      <section className="landing-actions" aria-label="Get started">
        <Button type="primary" size="large" onClick={() => navigate(dashboardPath())}>
          Explore Dashboard
        </Button>
        <Button size="large" onClick={() => navigate(paths.compare)}>
          Compare Cities
        </Button>
      </section>
      <p className="landing-note">
        <strong>About the data:</strong> all prices, trends and listings on GharInsight are illustrative sample data, loosely based on
        public reports. They are not live market figures.
      </p>
    </div>
  );
}
