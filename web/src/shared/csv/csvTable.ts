// What a "Download CSV" file holds: a header, rows of plain values (numbers without ₹
// or grouping commas) and, as its last rows, the source, the as-of date and the note
// that the figures are illustrative sample data. Pure, so it is tested directly.

export type CsvCell = string | number | null;

export interface CsvSource {
  name: string;
  /** ISO date `YYYY-MM-DD`, a month such as `Sep 2025`, or null when the figures carry no date. */
  asOf: string | null;
}

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
  source: CsvSource;
}

export const SAMPLE_DATA_CSV_NOTE = 'Illustrative sample data';

/** For figures the data set invents (listings, gainers, transactions) and which carry no report of their own. */
export const SAMPLE_SOURCE: CsvSource = { name: 'GharInsight sample data (invented for illustration)', asOf: null };

/** 'Delhi NCR' -> 'delhi-ncr'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `gharinsight-{city}-{what}.csv`, e.g. gharinsight-pune-top-gainers.csv; without a city, gharinsight-{what}.csv. */
export function csvFileName(city: string | null | undefined, what: string): string {
  return ['gharinsight', city ? slugify(city) : null, slugify(what)].filter(Boolean).join('-') + '.csv';
}

/** The same name without `.csv`, for a chart's export menu (Highcharts adds the extension per format). */
export const chartFileName = (city: string | null | undefined, what: string) => csvFileName(city, what).replace(/\.csv$/, '');

/** The closing rows every file ends with (after one blank row). */
export function trailerRows(source: CsvSource): CsvCell[][] {
  return [[], ['Source', source.name], ['As of', source.asOf ?? 'not dated'], ['Note', SAMPLE_DATA_CSV_NOTE]];
}

/** Every row of the file, header first, trailer last. */
export function csvRows(table: CsvTable): CsvCell[][] {
  return [table.header, ...table.rows, ...trailerRows(table.source)];
}

/** A whole number or a number to at most 2 decimals, without grouping: 17230 -> 17230, 4.456 -> 4.46. */
export const plainNumber = (value: number | null | undefined): number | null =>
  value === null || value === undefined || Number.isNaN(value) ? null : Math.round(value * 100) / 100;
