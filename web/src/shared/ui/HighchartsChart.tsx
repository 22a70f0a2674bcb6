import { useMemo } from 'react';
import { theme } from 'antd';
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
// Downloads made in the browser (Highcharts 13 modules; order matters: exporting first).
import 'highcharts/modules/exporting';
import 'highcharts/modules/export-data';
import 'highcharts/modules/offline-exporting';
// The named export: the package is a UMD bundle whose default import resolves to the
// module object in Rollup's production build (React error #130), but to the component in dev.
import { HighchartsReact } from 'highcharts-react-official';
import type { ChartProps } from './Chart';
import { chartAccessibility } from './chartAccessibility';
import { chartTheme } from './chartTheme';
import { trailerRows } from '../csv/csvTable';

// The one Highcharts mount point: loads the accessibility module (keyboard and screen
// reader support for every chart, tuned in chartAccessibility.ts), colours the chart from the antd theme (light or
// dark) and recreates the chart whenever the options object changes (spec section 4:
// the chart is rebuilt when data changes); callers memoise their options on the data
// they are built from.

/**
 * The export menu: PNG, SVG and CSV only, made in the browser (no export server, so
 * nothing leaves the app); CSV with plain numbers and the source rows at its end.
 */
function exportOptions(download: ChartProps['download']): Highcharts.Options {
  // PDF export is not offered. Its scripts would come from libURL, which defaults to
  // Highcharts' CDN (and a chart without it logs a warning): it names this app's own
  // server instead, so nothing could ever be fetched from elsewhere.
  const libURL = '/assets/';
  if (!download) return { exporting: { enabled: false, libURL } };
  return {
    exporting: {
      enabled: true,
      libURL,
      fallbackToExportServer: false,
      filename: download.fileName,
      buttons: { contextButton: { menuItems: ['downloadPNG', 'downloadSVG', 'downloadCSV'] } },
      csv: { decimalPoint: '.', itemDelimiter: ',', lineDelimiter: '\r\n' },
    },
    chart: {
      events: {
        exportData(event) {
          event.dataRows.push(...trailerRows(download.source).map((row) => row.map((cell) => String(cell ?? ''))));
        },
      },
    },
  };
}

export default function HighchartsChart({ options, description, height, download }: ChartProps) {
  const { token } = theme.useToken();
  const themed = useMemo(
    () => Highcharts.merge(chartTheme(token), chartAccessibility(description), options, exportOptions(download)),
    [token, options, description, download],
  );
  return <HighchartsReact highcharts={Highcharts} options={themed} immutable containerProps={{ 'data-testid': 'chart', style: { minHeight: height } }} />;
}
