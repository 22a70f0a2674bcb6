import type { TopGainerTimeframe } from '../../config/constants';
import { plainNumber, SAMPLE_SOURCE, type CsvTable } from '../../shared/csv/csvTable';
import { rankGainers, type Gainer } from './rankGainers';

/** The list as shown: ranked by the chosen timeframe's appreciation. */
export function topGainersCsv(gainers: readonly Gainer[], timeframe: TopGainerTimeframe): CsvTable {
  return {
    header: ['Rank', 'Locality', 'Rate (₹ per sqft)', `Appreciation ${timeframe} (%)`, 'Rental yield (%)'],
    rows: rankGainers(gainers, timeframe).map(({ gainer, appreciation }, index) => [
      index + 1,
      gainer.locality,
      plainNumber(gainer.ratePerSqFt),
      plainNumber(appreciation),
      plainNumber(gainer.rentalYield),
    ]),
    source: SAMPLE_SOURCE,
  };
}
