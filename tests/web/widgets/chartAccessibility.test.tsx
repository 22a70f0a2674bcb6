import './jsdomHighcharts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTrends } from '../../../web/src/features/price-trends/PriceTrends';
import { PropertyTypeChart } from '../../../web/src/features/property-types/PropertyTypeChart';
import { renderWithProviders } from '../render';

// Issue 13, point 9: two charts on one page are two distinct region landmarks named by
// what they show; their legends and hidden sections are not landmarks of their own, and
// the hidden section names the chart without a heading that would skip levels.

describe('chart accessibility', () => {
  it('each chart is one region named by its description, with no legend region and no heading inside', async () => {
    renderWithProviders(
      <>
        <PriceTrends />
        <PropertyTypeChart city="Bengaluru" />
      </>,
    );
    const trends = await screen.findByRole('region', { name: 'Average price per sqft by month, 1M. Highcharts interactive chart.' });
    const types = await screen.findByRole('region', { name: 'Share of listed properties by type in Bengaluru. Highcharts interactive chart.' });
    await waitFor(() => expect(types.querySelector('.highcharts-a11y-proxy-group-legend')).not.toBeNull());
    for (const chart of [trends, types]) {
      expect(chart.querySelectorAll('[role="region"]')).toHaveLength(0);
      expect(chart.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(0);
    }
    expect(trends.querySelector('[id^="highcharts-screen-reader-region-before"] p')).toHaveTextContent('Average price per sqft by month, 1M');
  });
});
