import type { CityLocalitiesQuery } from '../../generated/graphql';
import { plainNumber, SAMPLE_SOURCE, type CsvTable } from '../../shared/csv/csvTable';
import { formatChange, formatNumber, formatPercent, formatPricePerSqft } from '../../shared/format';
import { gapText } from '../../shared/price-check/priceCheckText';

// The city page's columns, in one place for its table (LocalitiesTable) and its CSV: the
// same rows and columns, the CSV's numbers plain.

export type CityLocality = CityLocalitiesQuery['localities'][number];

/** A column of figures: its table header, its CSV header (with the unit), the figure (null when not known) and how the table shows it. */
export interface FigureColumn {
  key: string;
  title: string;
  csvTitle: string;
  value: (row: CityLocality) => number | null | undefined;
  format: (value: number | null | undefined) => string;
}

/** The first column, the locality's name (a link in the table). */
export const NAME_COLUMN = { key: 'name', title: 'Locality', csvTitle: 'Locality', value: (row: CityLocality) => row.name } as const;

export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { key: 'avg', title: 'Average ₹/sq ft', csvTitle: 'Average ₹/sq ft', value: (row) => row.avgPricePerSqft, format: formatPricePerSqft },
  { key: 'change', title: '1-year change', csvTitle: '1-year change (%)', value: (row) => row.priceChange.oneYear, format: formatChange },
  { key: 'yield', title: 'Rental yield', csvTitle: 'Rental yield (%)', value: (row) => row.rentalYield, format: formatPercent },
  { key: 'registered', title: 'Registered median', csvTitle: 'Registered median ₹/sq ft (carpet)', value: (row) => row.priceCheck.registered.median, format: formatPricePerSqft },
  { key: 'asking', title: 'Asking median', csvTitle: 'Asking median ₹/sq ft (carpet)', value: (row) => row.priceCheck.asking.median, format: formatPricePerSqft },
  { key: 'gap', title: 'Gap', csvTitle: 'Gap (%)', value: (row) => row.priceCheck.gapPercent, format: (value) => gapText(value ?? null) },
  { key: 'count', title: 'N (sales)', csvTitle: 'Registered sales (N)', value: (row) => row.priceCheck.registered.count, format: formatNumber },
];

export const CITY_LOCALITIES_HEADER = [NAME_COLUMN, ...FIGURE_COLUMNS].map((column) => column.csvTitle);

export function cityLocalitiesCsv(localities: readonly CityLocality[]): CsvTable {
  const first = localities[0]?.priceCheck.registered;
  return {
    header: CITY_LOCALITIES_HEADER,
    rows: localities.map((locality) => [locality.name, ...FIGURE_COLUMNS.map((column) => plainNumber(column.value(locality)))]),
    source: { name: `${SAMPLE_SOURCE.name}; registered sales ${first ? `${first.from} to ${first.to}` : ''}`.trim(), asOf: first?.to ?? null },
  };
}
