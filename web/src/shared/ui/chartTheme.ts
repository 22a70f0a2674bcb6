import type { Options } from 'highcharts';

// Highcharts draws its own white background and grey texts; these options take the
// colours from the antd theme instead, so the charts follow the light and dark themes.

/** The antd theme tokens the charts use (a subset of antd's GlobalToken). */
export interface ChartThemeTokens {
  colorText: string;
  colorTextSecondary: string;
  colorTextQuaternary: string;
  colorBorder: string;
  colorSplit: string;
  colorBgElevated: string;
  colorBgContainer: string;
  fontFamily: string;
}

export function chartTheme(token: ChartThemeTokens): Options {
  const axisText = { style: { color: token.colorTextSecondary } };
  return {
    chart: { backgroundColor: 'transparent', style: { fontFamily: token.fontFamily } },
    title: { style: { color: token.colorText } },
    subtitle: { style: { color: token.colorTextSecondary } },
    legend: {
      itemStyle: { color: token.colorText },
      itemHoverStyle: { color: token.colorTextSecondary },
      itemHiddenStyle: { color: token.colorTextQuaternary },
    },
    xAxis: { labels: axisText, title: axisText, lineColor: token.colorBorder, tickColor: token.colorBorder },
    yAxis: { labels: axisText, title: axisText, gridLineColor: token.colorSplit },
    tooltip: { backgroundColor: token.colorBgElevated, borderColor: token.colorBorder, style: { color: token.colorText } },
    plotOptions: { pie: { borderColor: token.colorBgContainer } },
  };
}
