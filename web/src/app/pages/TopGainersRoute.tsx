import { paths } from '../../config/paths';
import { TopGainers } from '../../features/top-gainers/TopGainers';
import { SectionPage } from '../../features/dashboard/SectionPage';

// The dashboard's frame (its section page) around one widget, another feature's.

export function TopGainersRoute() {
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
