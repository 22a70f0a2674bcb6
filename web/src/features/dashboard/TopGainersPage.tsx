import { TopGainers } from '../top-gainers/TopGainers';
import { SectionPage } from './SectionPage';

export function TopGainersPage() {
  return <SectionPage title="Top Gainers">{(city) => <TopGainers city={city} />}</SectionPage>;
}
