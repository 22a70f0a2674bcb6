import { paths } from '../../config/paths';
import { TopGainers } from '../top-gainers/TopGainers';
import { SectionPage } from './SectionPage';

export function TopGainersPage() {
  return (
    <SectionPage
      title="Top Gainers"
      path={paths.topGainers}
      description={(city) => `The localities of ${city} whose prices rose most over one, two and five years. Illustrative sample data.`}
    >
      {(city) => <TopGainers city={city} />}
    </SectionPage>
  );
}
