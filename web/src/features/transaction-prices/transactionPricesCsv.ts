import type { TransactionPricesQuery } from '../../generated/graphql';
import { plainNumber, SAMPLE_SOURCE, type CsvTable } from '../../shared/csv/csvTable';
import { byDealCount } from './transactionTones';

/** The list as shown: most deals first. */
export function transactionPricesCsv(records: TransactionPricesQuery['transactionPrices']): CsvTable {
  return {
    header: ['Locality', 'Sub-area', 'Rate (₹ per sqft)', 'Change per month (%)', 'Deals'],
    rows: byDealCount(records).map((record) => [
      record.locality,
      record.subArea ?? null,
      plainNumber(record.ratePerSqFt),
      plainNumber(record.transactionRate),
      plainNumber(record.transactionCount),
    ]),
    source: SAMPLE_SOURCE,
  };
}
