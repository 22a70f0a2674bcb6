import { MarketAnalysis } from '../market-analysis/MarketAnalysis';
import { SectionPage } from './SectionPage';

export function MarketAnalysisPage() {
  return <SectionPage title="Market Analysis">{(city) => <MarketAnalysis city={city} />}</SectionPage>;
}
