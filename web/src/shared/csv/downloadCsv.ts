import Papa from 'papaparse';
import { csvRows, type CsvTable } from './csvTable';

// Writes and saves a CSV in the browser (no server round trip). Papa Parse's
// `unparse` does the RFC 4180 quoting (commas, quotes, line breaks in values) and,
// with escapeFormulae, defuses cells a spreadsheet would run as a formula. This
// module is loaded on the first click, so Papa Parse is not in any page's bundle.

/** The file's text: CRLF line ends as RFC 4180 has them, a BOM so Excel reads ₹ and – as UTF-8. */
export function toCsvText(table: CsvTable): string {
  return '\uFEFF' + Papa.unparse(csvRows(table).map((row) => row.map((cell) => cell ?? '')), { newline: '\r\n', escapeFormulae: true });
}

/** Saves text as a file through a blob: URL (allowed by the app's Content-Security-Policy). */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadCsv(fileName: string, table: CsvTable): void {
  saveTextFile(fileName, toCsvText(table));
}
