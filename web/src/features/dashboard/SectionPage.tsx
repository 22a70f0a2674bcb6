import type { ReactNode } from 'react';
import type { City } from '../../config/cities';
import { CitySelect } from './CitySelect';
import { useDashboardParams } from './dashboardParams';
import './dashboard.css';

/** The dashboard reduced to one section (spec: /top-gainers, /transaction-prices, /market-analysis). */
export function SectionPage({ title, children }: { title: string; children: (city: City) => ReactNode }) {
  const { city, setCity } = useDashboardParams();
  return (
    <div className="dashboard">
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
