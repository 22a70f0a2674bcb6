import { useMemo } from 'react';
import { theme } from 'antd';
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
// The named export: the package is a UMD bundle whose default import resolves to the
// module object in Rollup's production build (React error #130), but to the component in dev.
import { HighchartsReact } from 'highcharts-react-official';
import type { ChartProps } from './Chart';
import { chartTheme } from './chartTheme';

// The one Highcharts mount point: loads the accessibility module (keyboard and screen
// reader support for every chart), colours the chart from the antd theme (light or
// dark) and recreates the chart whenever the options object changes (spec section 4:
// the chart is rebuilt when data changes); callers memoise their options on the data
// they are built from.

export default function HighchartsChart({ options, description, height }: ChartProps) {
  const { token } = theme.useToken();
  const themed = useMemo(
    () => Highcharts.merge(chartTheme(token), options, { accessibility: { description, ...options.accessibility } }),
    [token, options, description],
  );
  return <HighchartsReact highcharts={Highcharts} options={themed} immutable containerProps={{ 'data-testid': 'chart', style: { minHeight: height } }} />;
}
