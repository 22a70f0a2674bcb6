import './jsdomHighcharts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Point, SeriesLineOptions, XAxisOptions, YAxisOptions } from 'highcharts';
import { describe, expect, it } from 'vitest';
import { TIME_RANGES } from '../../../web/src/config/constants';
import { PriceTrends } from '../../../web/src/features/price-trends/PriceTrends';
import { buildPriceTrendOptions, type TrendRecord } from '../../../web/src/features/price-trends/priceTrendOptions';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectWidgetSkeleton, recordOperations } from './helpers';

const allRecords = () => testData().priceTrends();
const seriesOf = (options: ReturnType<typeof buildPriceTrendOptions>) => options.series as SeriesLineOptions[];
const categoriesOf = (options: ReturnType<typeof buildPriceTrendOptions>) => (options.xAxis as XAxisOptions).categories ?? [];
const tooltip = (options: ReturnType<typeof buildPriceTrendOptions>, context: { series: { name: string }; category: string; y: number }) =>
  options.tooltip?.formatter?.call(context as unknown as Point, undefined as never);

describe('buildPriceTrendOptions', () => {
  it('pivots every city’s records into Mumbai, Bengaluru and Delhi NCR series', () => {
    const options = buildPriceTrendOptions(allRecords(), 'All');
    expect(seriesOf(options).map((series) => series.name)).toEqual(['Mumbai', 'Bengaluru', 'Delhi NCR']);
    const mumbai = allRecords().filter((record) => record.city === 'Mumbai');
    expect(seriesOf(options)[0].data).toEqual(mumbai.map((record) => record.price));
    expect(categoriesOf(options)).toEqual(mumbai.map((record) => `${record.month} ${record.year}`));
  });

  it.each([
    ['Pune', ['Pune', 'Mumbai', 'Bengaluru', 'Delhi NCR']],
    ['Kochi', ['Kochi', 'Mumbai', 'Bengaluru', 'Delhi NCR']],
    ['Chennai', ['Chennai', 'Mumbai', 'Bengaluru', 'Delhi NCR']],
    ['Bengaluru', ['Mumbai', 'Bengaluru', 'Delhi NCR']],
    ['Delhi NCR', ['Mumbai', 'Bengaluru', 'Delhi NCR']],
  ])('on the %s dashboard draws the city with the three reference cities, never twice', (city, names) => {
    const options = buildPriceTrendOptions(allRecords(), '1M', city);
    expect(seriesOf(options).map((series) => series.name)).toEqual(names);
    const own = allRecords().filter((record) => record.city === city).slice(-2).map((record) => record.price);
    expect(seriesOf(options).find((series) => series.name === city)!.data).toEqual(own);
  });

  it('gives every series its own marker symbol and dash, markers always drawn, so no line hides another', () => {
    const series = seriesOf(buildPriceTrendOptions(allRecords(), '1M', 'Pune'));
    expect(new Set(series.map((one) => one.marker?.symbol)).size).toBe(series.length);
    expect(new Set(series.map((one) => one.dashStyle)).size).toBe(series.length);
    for (const one of series) expect(one.marker?.enabled).toBe(true);
    // Later series are drawn on top: earlier ones are wider with larger markers, so they show around them.
    const widths = series.map((one) => one.lineWidth!);
    const radii = series.map((one) => one.marker!.radius!);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(new Set(widths).size).toBe(series.length);
    expect(radii).toEqual([...radii].sort((a, b) => b - a));
    expect(new Set(radii).size).toBe(series.length);
  });

  it.each([
    ['1M', 2],
    ['3M', 3],
    ['6M', 6],
    ['1Y', 12],
  ] as const)('%s shows the newest %i months of every series', (range, count) => {
    const options = buildPriceTrendOptions(allRecords(), range);
    expect(categoriesOf(options)).toHaveLength(count);
    for (const series of seriesOf(options)) expect(series.data).toHaveLength(count);
    expect(categoriesOf(options).at(-1)).toBe('Sep 2025');
  });

  it('All shows every month of the data (24 in the fixtures)', () => {
    const months = new Set(allRecords().filter((record) => record.city === 'Mumbai').map((record) => `${record.month} ${record.year}`));
    const options = buildPriceTrendOptions(allRecords(), 'All');
    expect(categoriesOf(options)).toHaveLength(months.size);
    expect(months.size).toBe(24);
  });

  it('orders months by calendar, not by record order, and leaves a gap where a city has no record', () => {
    const records: TrendRecord[] = [
      { city: 'Mumbai', month: 'Jan', year: 2025, price: 100 },
      { city: 'Mumbai', month: 'Dec', year: 2024, price: 90 },
      { city: 'Bengaluru', month: 'Dec', year: 2024, price: 50 },
      { city: 'Pune', month: 'Feb', year: 2025, price: 70 },
    ];
    const options = buildPriceTrendOptions(records, 'All');
    expect(categoriesOf(options)).toEqual(['Dec 2024', 'Jan 2025']);
    expect(seriesOf(options).map((series) => series.data)).toEqual([[90, 100], [50, null], [null, null]]);
  });

  it('titles the price axis and shows rupees per sqft in tooltips', () => {
    const options = buildPriceTrendOptions(allRecords(), '1M');
    expect((options.yAxis as YAxisOptions).title?.text).toBe('Price per sqft (₹)');
    expect(tooltip(options, { series: { name: 'Mumbai' }, category: 'Sep 2025', y: 17230 })).toBe('<b>Mumbai</b><br/>Sep 2025: ₹17,230/sqft');
    expect(tooltip(options, { series: { name: 'Delhi NCR' }, category: 'Aug 2025', y: 1234567 })).toContain('₹12,34,567/sqft');
  });
});

describe('PriceTrends', () => {
  it('shows a chart-sized skeleton while loading, with the timeframe buttons', () => {
    neverAnswer('PriceTrends');
    renderWithProviders(<PriceTrends />);
    expectWidgetSkeleton('Loading price trends', 320);
    expect(screen.getByRole('button', { name: '1M' })).toBeInTheDocument();
  });

  it('shows the spec message and the support hint on error', async () => {
    failWithServerError('PriceTrends');
    renderWithProviders(<PriceTrends />);
    await expectErrorMessage('Failed to load price trends data.');
  });

  it('requests every city’s trends (no city) and renders the chart with 1M selected', async () => {
    const operations = recordOperations();
    renderWithProviders(<PriceTrends />);
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
    expect(operations).toEqual([{ operationName: 'PriceTrends', variables: {} }]);
    for (const range of TIME_RANGES) expect(screen.getByRole('button', { name: range })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1M', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3M', pressed: false })).toBeInTheDocument();
  });

  it('draws the dashboard’s city in the legend beside the three reference cities', async () => {
    renderWithProviders(<PriceTrends city="Pune" />);
    const chart = await screen.findByTestId('chart');
    await waitFor(() => expect(chart.querySelector('.highcharts-legend')).not.toBeNull());
    const legend = [...chart.querySelectorAll('.highcharts-legend-item')].map((item) => item.textContent);
    expect(legend).toEqual(['Pune', 'Mumbai', 'Bengaluru', 'Delhi NCR']);
  });

  it('narrows the months shown when another timeframe is chosen', async () => {
    renderWithProviders(<PriceTrends />);
    const chart = await screen.findByTestId('chart');
    await waitFor(() => expect(chart).toHaveTextContent('Sep 2025'));
    expect(chart).toHaveTextContent('Aug 2025');
    expect(chart).not.toHaveTextContent('Jul 2025');

    fireEvent.click(screen.getByRole('button', { name: '3M' }));
    expect(screen.getByRole('button', { name: '3M', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent('Jul 2025'));
    expect(screen.getByTestId('chart')).not.toHaveTextContent('Jun 2025');
    expect(screen.getByTestId('chart')).toHaveTextContent('Price per sqft (₹)');
  });
});
