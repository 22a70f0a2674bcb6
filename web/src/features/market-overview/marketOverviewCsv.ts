import type { MarketOverviewQuery } from '../../generated/graphql';
import { plainNumber, type CsvTable } from '../../shared/csv/csvTable';

/** The four metric cards, each with its change as the cards show it. */
export function marketOverviewCsv(data: MarketOverviewQuery['marketData']): CsvTable {
  return {
    header: ['Metric', 'Value', 'Unit', 'Change (%)', 'Change compared with'],
    rows: [
      ['Average Price', plainNumber(data.avgPrice), '₹ per sqft', plainNumber(data.avgPriceChange), 'last year'],
      ['Properties Listed', plainNumber(data.propertiesListed), 'listings', plainNumber(data.propertiesListedChange), 'last quarter'],
      ['Avg. Days Listed', plainNumber(data.avgDaysListed), 'days', plainNumber(data.avgDaysListedChange), 'last quarter'],
      ['Locality Rating', plainNumber(data.localityRating), 'out of 5', null, null],
    ],
    source: data.source,
  };
}
