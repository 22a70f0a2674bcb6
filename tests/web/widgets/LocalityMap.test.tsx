import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amenityIconKind } from '../../../web/src/features/localities/amenityIcon';
import { LocalityMap } from '../../../web/src/features/localities/LocalityMap';
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

describe('LocalityMap', () => {
  it('shows a skeleton of the widget size while loading', () => {
    neverAnswer('LocalityMap');
    renderWithProviders(<LocalityMap city="Pune" />);
    expectWidgetSkeleton('Loading locality map', 706);
  });

  it('shows the spec message and the support hint on error', async () => {
    failWithServerError('LocalityMap');
    renderWithProviders(<LocalityMap city="Pune" />);
    await expectErrorMessage('Failed to load locality map data.');
  });

  it('treats a city without localities as a failed load', async () => {
    answerWith('LocalityMap', { localityInsights: [] });
    renderWithProviders(<LocalityMap city="Pune" />);
    await expectErrorMessage('Failed to load locality map data.');
  });

  it("places the city's localities on the map, with three control buttons and the first locality described", async () => {
    const localities = testData().localityInsights('Pune');
    renderWithProviders(<LocalityMap city="Pune" />);
    const map = await screen.findByRole('group', { name: 'Map of Pune localities' });
    for (const locality of localities) expect(within(map).getByRole('button', { name: locality.name })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Baner', pressed: true })).toBeInTheDocument();
    for (const control of ['Zoom in', 'Zoom out', 'Show all localities']) expect(within(map).getByRole('button', { name: control })).toBeInTheDocument();
    expect(screen.getByText(localities[0].description)).toBeInTheDocument();
  });

  it('zooms in and out about the selected locality and shows all again, with the markers following', async () => {
    renderWithProviders(<LocalityMap city="Pune" />);
    const map = await screen.findByRole('group', { name: 'Map of Pune localities' });
    const layer = within(map).getByTestId('map-layer');
    const marker = (name: string) => within(map).getByRole('button', { name });
    const zoomIn = within(map).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(map).getByRole('button', { name: 'Zoom out' });
    const showAll = within(map).getByRole('button', { name: 'Show all localities' });
    expect(layer).toHaveStyle({ transform: 'scale(1)' });
    expect(within(map).getByRole('status')).toHaveTextContent('All localities');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(showAll).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(marker('Koregaon Park'));
    fireEvent.click(zoomIn);
    expect(layer).toHaveStyle({ transform: 'scale(1.5)' });
    expect(within(map).getByRole('status')).toHaveTextContent('Zoom 1.5×');
    // Markers keep their size on the scaled map and stay where their places moved to.
    expect(marker('Koregaon Park').style.transform).toBe(`scale(${1 / 1.5})`);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');

    fireEvent.click(zoomIn);
    fireEvent.click(zoomIn);
    expect(layer).toHaveStyle({ transform: 'scale(3)' });
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(zoomIn); // at the closest zoom: stays
    expect(layer).toHaveStyle({ transform: 'scale(3)' });
    // The selected locality stays in view; some far ones are pushed off the map and hidden.
    expect(marker('Koregaon Park')).toBeVisible();
    const hidden = within(map).queryAllByRole('button', { hidden: true }).filter((button) => button.style.visibility === 'hidden');
    expect(hidden.length).toBeGreaterThan(0);

    fireEvent.click(zoomOut);
    expect(layer).toHaveStyle({ transform: 'scale(2)' });
    fireEvent.click(showAll);
    expect(layer).toHaveStyle({ transform: 'scale(1)' });
    for (const locality of testData().localityInsights('Pune')) expect(marker(locality.name)).toBeVisible();
  });

  it('works from the keyboard: the controls are buttons reached with Tab and pressed with Enter', async () => {
    renderWithProviders(<LocalityMap city="Pune" />);
    const map = await screen.findByRole('group', { name: 'Map of Pune localities' });
    within(map).getByRole('button', { name: 'Zoom in' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(map).getByTestId('map-layer')).toHaveStyle({ transform: 'scale(1.5)' });
    await userEvent.tab();
    expect(within(map).getByRole('button', { name: 'Zoom out' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(map).getByTestId('map-layer')).toHaveStyle({ transform: 'scale(1)' });
    // At the limit the control keeps focus rather than becoming disabled.
    expect(within(map).getByRole('button', { name: 'Zoom out' })).toHaveFocus();
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
    const koregaonPark = testData().localityInsights('Pune').find((locality) => locality.name === 'Koregaon Park');
    renderWithProviders(<LocalityMap city="Pune" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Koregaon Park' }));
    expect(screen.getByRole('button', { name: 'Koregaon Park', pressed: true })).toBeInTheDocument();
    expect(screen.getByText(koregaonPark!.description)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Amenities' }));
    const amenities = await screen.findByRole('list', { name: 'Amenities near Koregaon Park' });
    expect(within(amenities).getAllByRole('listitem').map((row) => row.textContent?.trim())).toEqual(koregaonPark!.amenities);
    const iconOf = (text: string) => within(amenities).getByText(text, { exact: false }).querySelector('[data-icon-kind]')?.getAttribute('data-icon-kind');
    expect(iconOf('Ruby Hall Clinic Hospital')).toBe('medicine');
    expect(iconOf("Bishop's School")).toBe('school');
    expect(iconOf('Lane 7 cafes')).toBe('food');

    fireEvent.click(screen.getByRole('tab', { name: 'Transport' }));
    const transport = await screen.findByRole('list', { name: 'Transport near Koregaon Park' });
    expect(within(transport).getAllByRole('listitem').map((row) => row.textContent?.trim())).toEqual(koregaonPark!.transport);
  });
});
