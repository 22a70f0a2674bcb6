import type { ReactNode } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import type { City } from '../../config/cities';
import { paths, propertiesPath, type AmenityTab } from '../../config/paths';
import { CityPageHead } from './CityPageHead';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { DASHBOARD_TABS, useDashboardParams } from './dashboardParams';
import { CitySelect } from './CitySelect';
import { SaveButton } from '../../shared/saved/SaveButton';
import { LinkTabs } from '../../shared/ui/LinkTabs';
import './dashboard.css';

/**
 * /dashboard: city selector, a Filters button that opens the city's property listing (issue 9)
 * and six tabs, each a link to the dashboard's address with its amenityTab (LinkTabs). What a
 * tab shows is other features' widgets, so the app hands it in (`tabContent`,
 * app/pages/DashboardRoute.tsx); it is called for the active tab only.
 */
export function DashboardPage({ tabContent }: { tabContent: (tab: AmenityTab, city: City) => ReactNode }) {
  const { city, tab, setCity, tabAddress } = useDashboardParams();

  return (
    <div className="dashboard">
      <CityPageHead
        name="Dashboard"
        cityTitle={(shown) => `${shown} Real Estate Dashboard`}
        description={(shown) => `${shown} property market: average prices, price trends, localities, amenities, malls, theaters and developers. Illustrative sample data.`}
        path={paths.dashboard}
        city={city}
      />
      <div className="dashboard-toolbar">
        <div>
          <h1>{city} Real Estate Dashboard</h1>
          <p className="dashboard-subtitle">Prices, localities and amenities for {city}. Figures are illustrative sample data.</p>
        </div>
        <div className="dashboard-controls">
          <CitySelect value={city} onChange={setCity} />
          <SaveButton kind="city" itemKey={city} label={city} nameFor={city} />
          <ButtonLink icon={<FilterOutlined />} to={propertiesPath({ city })}>
            Filters
          </ButtonLink>
        </div>
      </div>
      <LinkTabs label={`${city} dashboard sections`} idPrefix="dashboard" activeKey={tab} items={DASHBOARD_TABS.map((item) => ({ ...item, to: tabAddress(item.key) }))}>
        {tabContent(tab, city)}
      </LinkTabs>
    </div>
  );
}
