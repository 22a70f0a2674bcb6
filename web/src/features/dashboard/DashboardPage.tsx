import { Button, Tabs } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { propertiesPath } from '../../config/paths';
import { DASHBOARD_TABS, useDashboardParams } from './dashboardParams';
import { CitySelect } from './CitySelect';
import { DashboardTabContent } from './DashboardTabContent';
import './dashboard.css';

/** /dashboard: city selector, a Filters button that opens the city's property listing (issue 9) and six tabs. */
export function DashboardPage() {
  const { city, tab, setCity, setTab } = useDashboardParams();
  const navigate = useNavigate();
  const listing = propertiesPath({ city });

  return (
    <div className="dashboard">
      <div className="dashboard-toolbar">
        <div>
          <h1>{city} Real Estate Dashboard</h1>
          <p className="dashboard-subtitle">Prices, localities and amenities for {city}. Figures are illustrative sample data.</p>
        </div>
        <div className="dashboard-controls">
          <CitySelect value={city} onChange={setCity} />
          {/* A real link (href) so it can be opened in a new tab; a plain click stays in the app. */}
          <Button
            icon={<FilterOutlined />}
            href={listing}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              navigate(listing);
            }}
          >
            Filters
          </Button>
        </div>
      </div>
      <Tabs
        className="dashboard-tabs"
        activeKey={tab}
        onChange={(key) => setTab(DASHBOARD_TABS.find((item) => item.key === key)?.key ?? 'overview')}
        destroyOnHidden
        items={DASHBOARD_TABS.map((item) => ({
          key: item.key,
          label: item.label,
          children: item.key === tab ? <DashboardTabContent tab={tab} city={city} onTabChange={setTab} /> : null,
        }))}
      />
    </div>
  );
}
