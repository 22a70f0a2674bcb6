import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amenityIconKind } from '../../../web/src/features/locality-widgets/amenityIcon';
import { LocalityMap } from '../../../web/src/features/locality-widgets/LocalityMap';
import { formatPricePerSqft } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectWidgetSkeleton } from './helpers';

describe('amenityIconKind', () => {
  it.each([
    ['Phoenix Marketcity Mall', 'shopping'],
    ['Westend Mall Aundh', 'shopping'],
    ['Ruby Hall Clinic Hospital', 'medicine'],
    ['Jupiter Hospital Baner', 'medicine'],
    ['Vibgyor High School Balewadi', 'school'],
    ['Baner Metro Station (Line 3)', 'transit'],
    ['Cafe strip on Baner Road', 'food'],
    ['EON IT Park', 'food'],
    ['', 'food'],
    // Keywords are case-sensitive: 'Small' is not a mall, 'school' in lower case is not a School.
    ['Small Business Hub', 'food'],
    ['Play school', 'food'],
    // The first keyword in the order Mall, Hospital, School, Metro wins.
    ['Metro Mall', 'shopping'],
    ['Hospital School', 'medicine'],
    ['School near Metro', 'school'],
  ] as const)('%j -> %s', (text, kind) => {
    expect(amenityIconKind(text)).toBe(kind);
  });
});

// The map itself (points at their coordinates, zoom, hover) is drawn by Highcharts Maps in a
// real browser: tests/e2e/maps.spec.ts. Here: the widget's states, controls, tabs and texts.
describe('LocalityMap', () => {
  it('shows a skeleton of the widget size while loading', () => {
    neverAnswer('LocalityMap');
    renderWithProviders(<LocalityMap city="Pune" />);
    expectWidgetSkeleton('Loading locality map', 813);
  });

  it('shows the spec message and the support hint on error', async () => {
    failWithServerError('LocalityMap');
    renderWithProviders(<LocalityMap city="Pune" />);
    await expectErrorMessage('Failed to load locality map data.');
  });

  it('treats a city without localities as a failed load', async () => {
    answerWith('LocalityMap', { localityInsights: [], localities: [], hubs: [] });
    renderWithProviders(<LocalityMap city="Pune" />);
    await expectErrorMessage('Failed to load locality map data.');
  });

  it("draws the city's map with its price legend and credits, three controls, and the first locality described", async () => {
    const localities = testData().localityInsights('Pune');
    const prices = testData().localities('Pune').map((locality) => locality.avgPricePerSqft);
    renderWithProviders(<LocalityMap city="Pune" />);
    const map = await screen.findByRole('group', { name: 'Map of Pune localities' });
    expect(within(map).getByTestId('map-legend')).toHaveTextContent(`Average ₹/sq ft: ${formatPricePerSqft(Math.min(...prices))}${formatPricePerSqft(Math.max(...prices))}`);
    expect(within(map).getByTestId('map-credits')).toHaveTextContent('Boundaries: DataMeet Municipal Spatial Data (CC BY-SA 2.5 IN)Locations: Wikipedia (CC BY-SA) and DataMeet ward data');
    for (const control of ['Zoom in', 'Zoom out', 'Show all localities']) expect(within(map).getByRole('button', { name: control })).toBeInTheDocument();
    // At the whole map, zooming out and showing all do nothing (and say so).
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'false');
    expect(within(map).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(map).getByRole('button', { name: 'Show all localities' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(map).getByRole('status')).toHaveTextContent('All localities');
    expect(screen.getByText(localities[0].description)).toBeInTheDocument();
  });

  it('works from the keyboard: the controls are buttons reached with Tab', async () => {
    renderWithProviders(<LocalityMap city="Pune" />);
    const map = await screen.findByRole('group', { name: 'Map of Pune localities' });
    within(map).getByRole('button', { name: 'Zoom in' }).focus();
    await userEvent.tab();
    expect(within(map).getByRole('button', { name: 'Zoom out' })).toHaveFocus();
    await userEvent.tab();
    expect(within(map).getByRole('button', { name: 'Show all localities' })).toHaveFocus();
  });

  it('opens on the Prices tab, listing every locality with its price per sqft', async () => {
    const localities = testData().localityInsights('Pune');
    renderWithProviders(<LocalityMap city="Pune" />);
    expect(await screen.findByRole('tab', { name: 'Prices', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Amenities', selected: false })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transport', selected: false })).toBeInTheDocument();
    const prices = screen.getByRole('list', { name: 'Locality prices' });
    const rows = within(prices).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(localities.map((locality) => `${locality.name}${formatPricePerSqft(locality.avgPrice)}`));
    expect(within(prices).getByText('₹11,500/sqft')).toBeInTheDocument();
  });

  it("shows the selected locality's amenities with keyword icons and its transport links", async () => {
    const baner = testData().localityInsights('Pune')[0];
    expect(baner.name).toBe('Baner');
    renderWithProviders(<LocalityMap city="Pune" />);
    expect(await screen.findByText(baner.description)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Amenities' }));
    const amenities = await screen.findByRole('list', { name: 'Amenities near Baner' });
    expect(within(amenities).getAllByRole('listitem').map((row) => row.textContent?.trim())).toEqual(baner.amenities);

    fireEvent.click(screen.getByRole('tab', { name: 'Transport' }));
    const transport = await screen.findByRole('list', { name: 'Transport near Baner' });
    expect(within(transport).getAllByRole('listitem').map((row) => row.textContent?.trim())).toEqual(baner.transport);
  });
});
