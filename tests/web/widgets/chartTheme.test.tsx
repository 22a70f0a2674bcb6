import './jsdomHighcharts';
import { ConfigProvider, theme } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTrends } from '../../../web/src/features/price-trends/PriceTrends';
import { chartTheme } from '../../../web/src/shared/ui/chartTheme';
import { renderWithProviders } from '../render';

// Charts take their colours from the antd theme, so a dark page has no white chart boxes.

const darkToken = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
const lightToken = theme.getDesignToken();

describe('chartTheme', () => {
  it('draws on a transparent background with the theme’s text, grid and tooltip colours', () => {
    const options = chartTheme(darkToken);
    expect(options.chart?.backgroundColor).toBe('transparent');
    expect(options.legend?.itemStyle?.color).toBe(darkToken.colorText);
    expect(options.tooltip?.backgroundColor).toBe(darkToken.colorBgElevated);
    expect(darkToken.colorText).not.toBe(lightToken.colorText);
  });
});

describe('a chart in the dark theme', () => {
  it('has a transparent background and light axis labels', async () => {
    renderWithProviders(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <PriceTrends />
      </ConfigProvider>,
    );
    const chart = await screen.findByTestId('chart');
    await waitFor(() => expect(chart).toHaveTextContent('Sep 2025'));
    expect(chart.querySelector('.highcharts-background')).toHaveAttribute('fill', 'transparent');
    const label = [...chart.querySelectorAll('.highcharts-xaxis-labels text')].find((text) => text.textContent === 'Sep 2025');
    expect(label?.getAttribute('style')).toContain(`fill: ${darkToken.colorTextSecondary}`);
  });
});
