import Papa from 'papaparse';
import type { RegisteredSaleRecord } from '../data/priceCheck/salesFixtures.js';
// The web app's CSV layout (header, rows, then source, as-of and the sample-data note); a module without imports.
import { csvRows, type CsvTable } from '../../../web/src/shared/csv/csvTable.js';

// The registered sales behind a locality's price check as a CSV file, so the page's
// "Download CSV" is a plain link (it works without JavaScript, and the browser does not
// have to fetch hundreds of records through GraphQL to build it).

export const SALES_CSV_HEADER = ['Sale id', 'Registered on', 'Property type', 'Bedrooms', 'Carpet area (sq ft)', 'Consideration (₹)', '₹ per sq ft (carpet)'];

export function salesCsvTable(sales: RegisteredSaleRecord[], asOf: string): CsvTable {
  return {
    header: SALES_CSV_HEADER,
    rows: sales.map((sale) => [sale.id, sale.registeredOn, sale.propertyType, sale.bedrooms, sale.carpetAreaSqft, sale.consideration, sale.pricePerSqft]),
    source: { name: 'GharInsight sample registered sales (invented for illustration, not real registrations)', asOf },
  };
}

/** RFC 4180 text with CRLF line ends and a BOM, as the web app's downloads are. */
export function salesCsvText(sales: RegisteredSaleRecord[], asOf: string): string {
  return '\uFEFF' + Papa.unparse(csvRows(salesCsvTable(sales, asOf)).map((row) => row.map((cell) => cell ?? '')), { newline: '\r\n', escapeFormulae: true });
}
