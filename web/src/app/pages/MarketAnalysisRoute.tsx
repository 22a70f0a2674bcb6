import { paths } from '../../config/paths';
import { MarketAnalysis } from '../../features/market-analysis/MarketAnalysis';
import { SectionPage } from '../../features/dashboard/SectionPage';

// The dashboard's frame (its section page) around one widget, another feature's.

export function MarketAnalysisRoute() {
  return (
    <SectionPage
      title="Market Analysis"
      path={paths.marketAnalysis}
      description={(city) => `${city} market analysis: demand, supply, rental yields and what drives prices. Illustrative sample data.`}
    >
      {(city) => <MarketAnalysis city={city} />}
    </SectionPage>
  );
}
