import { COMPARE_TOP_LOCALITIES } from '../../config/constants';
import type { CompareCityQuery } from '../../generated/graphql';
import { plainNumber, type CsvTable } from '../../shared/csv/csvTable';
import { sixMonthChange } from './priceTrendChange';

/** The comparison table, a metric a row and a city a column; the sources of every city at the end. */
export function compareCsv(cities: readonly CompareCityQuery[]): CsvTable {
  const row = (label: string, value: (city: CompareCityQuery) => string | number | null) => [label, ...cities.map(value)];
  const sources = [...new Set(cities.map((city) => city.marketData.source.name))];
  const asOf = cities.map((city) => city.marketData.source.asOf).sort().at(-1) ?? null;
  return {
    header: ['Metric', ...cities.map((city) => city.marketData.city)],
    rows: [
      row('Average Price (₹ per sqft)', ({ marketData }) => plainNumber(marketData.avgPrice)),
      row('Average Price change, year on year (%)', ({ marketData }) => plainNumber(marketData.avgPriceChange)),
      row('Price Trend, last 6 months (%)', ({ priceTrends }) => plainNumber(sixMonthChange(priceTrends)?.percent)),
      row('Properties Listed', ({ marketData }) => plainNumber(marketData.propertiesListed)),
      row('Avg. Days Listed', ({ marketData }) => plainNumber(marketData.avgDaysListed)),
      row('Locality Rating (out of 5)', ({ marketData }) => plainNumber(marketData.localityRating)),
      row('Top Localities', ({ localityInsights }) => localityInsights.slice(0, COMPARE_TOP_LOCALITIES).map((locality) => locality.name).join('; ') || null),
    ],
    source: { name: sources.join('; '), asOf },
  };
}
