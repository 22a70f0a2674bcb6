import { paths } from '../../config/paths';
import { MarketAnalysis } from '../market-analysis/MarketAnalysis';
import { SectionPage } from './SectionPage';

export function MarketAnalysisPage() {
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
