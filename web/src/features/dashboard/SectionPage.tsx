import type { ReactNode } from 'react';
import type { City } from '../../config/cities';
import { CityPageHead } from './CityPageHead';
import { CitySelect } from './CitySelect';
import { useDashboardParams } from './dashboardParams';
import './dashboard.css';

/** The dashboard reduced to one section (spec: /top-gainers, /transaction-prices, /market-analysis). */
export function SectionPage({ title, path, description, children }: {
  title: string;
  /** The route's path, for the canonical URL. */
  path: string;
  /** The meta description for the city shown. */
  description: (city: City) => string;
  children: (city: City) => ReactNode;
}) {
  const { city, setCity } = useDashboardParams();
  return (
    <div className="dashboard">
      <CityPageHead name={title} cityTitle={(shown) => `${title} in ${shown}`} description={description} path={path} city={city} />
      <div className="dashboard-toolbar">
        <h1>{title}</h1>
        <div className="dashboard-controls">
          <CitySelect value={city} onChange={setCity} />
        </div>
      </div>
      {children(city)}
    </div>
  );
}
