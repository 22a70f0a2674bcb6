import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { DashboardTabContent } from './DashboardTabContent';

// The dashboard as the app composes it: the frame is the dashboard feature's, the widgets in
// its tabs are features of their own (features do not import each other).

export function DashboardRoute() {
  return <DashboardPage tabContent={(tab, city) => <DashboardTabContent tab={tab} city={city} />} />;
}
