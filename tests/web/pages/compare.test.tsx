import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComparePage } from '../../../web/src/features/compare/ComparePage';
import { parseCompareSlots, slotsForUrl } from '../../../web/src/features/compare/compareCities';
import { sixMonthChange } from '../../../web/src/features/compare/priceTrendChange';
import { CITIES } from '../../../web/src/config/cities';
import { changeTone, formatChange, formatDays, formatNumber, formatPricePerSqft, formatRating } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderPage } from './renderPage';

const data = testData();
const HINT = 'Please select at least 2 cities to compare their real estate markets.';

const render = (route = '/compare') => renderPage(<ComparePage />, { route, path: '/compare' });

/** Opens a slot's dropdown and returns it (found through the combobox's aria-controls). */
function openDropdown(slot: number): HTMLElement {
  const combobox = screen.getByRole('combobox', { name: `Select City ${slot}` });
  if (combobox.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(combobox);
  return document.getElementById(combobox.getAttribute('aria-controls')!)!.closest('.ant-select-dropdown') as HTMLElement;
}

/** The city names a slot offers. */
const openSlot = (slot: number) =>
  [...openDropdown(slot).querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title') ?? '');

/** Waits until a slot offers exactly these cities (the popup re-renders its options on the next tick). */
const expectOffered = (slot: number, cities: string[]) => waitFor(() => expect(openSlot(slot)).toEqual(cities));

async function choose(slot: number, city: string) {
  fireEvent.click(openDropdown(slot).querySelector(`.ant-select-item-option[title="${city}"]`)!);
  await waitFor(() => expect(screen.getByRole('button', { name: `Clear City ${slot}` })).toBeInTheDocument());
}

/** The cells of the table row whose header is `metric`, one per city. */
function rowCells(metric: string): HTMLElement[] {
  const header = screen.getByRole('rowheader', { name: metric });
  return within(header.closest('tr')!).getAllByRole('cell');
}

describe('compare slots in the URL', () => {
  it.each([
    [null, ['', '', '']],
    ['', ['', '', '']],
    [',,', ['', '', '']],
    ['Mumbai,Pune', ['Mumbai', 'Pune', '']],
    [' Mumbai , Pune ', ['Mumbai', 'Pune', '']],
    // An empty entry is a cleared slot: positions are kept.
    ['Mumbai,,Delhi NCR', ['Mumbai', '', 'Delhi NCR']],
    [',Pune', ['', 'Pune', '']],
    [',,Pune', ['', '', 'Pune']],
    // Unknown cities and repeats take no slot, so every known city named still shows.
    ['Mumbai,Mumbai,Pune', ['Mumbai', 'Pune', '']],
    ['Atlantis,Pune', ['Pune', '', '']],
    // Cities are matched in any case (issue 9): a lower-case shared link is not an empty comparison.
    ['mumbai,Pune', ['Mumbai', 'Pune', '']],
    ['kochi,chennai', ['Kochi', 'Chennai', '']],
    ['DELHI  ncr,pune,Pune', ['Delhi NCR', 'Pune', '']],
    ['Paris,Pune,Pune,Mumbai,Kochi', ['Pune', 'Mumbai', 'Kochi']],
    // More than three entries: the empty ones give way, then only the first three cities count.
    ['Mumbai,,,,Pune', ['Mumbai', 'Pune', '']],
    [',Pune,Kochi,Chennai', ['Pune', 'Kochi', 'Chennai']],
    ['Mumbai,Pune,Kochi,Chennai', ['Mumbai', 'Pune', 'Kochi']],
  ])('%j gives slots %j', (param, slots) => {
    expect(parseCompareSlots(param)).toEqual(slots);
  });

  it('drops trailing empty slots when writing the URL', () => {
    expect(slotsForUrl(['Mumbai', '', ''])).toEqual(['Mumbai']);
    expect(slotsForUrl(['', 'Pune', ''])).toEqual(['', 'Pune']);
    expect(slotsForUrl(['', '', ''])).toEqual([]);
  });
});

describe('sixMonthChange', () => {
  it('compares the latest month with the one six months earlier', () => {
    const records = data.priceTrends('Mumbai');
    const latest = records[records.length - 1];
    const earlier = records[records.length - 7];
    const change = sixMonthChange(records)!;
    expect(change.to).toEqual(latest);
    expect(change.from).toEqual(earlier);
    expect(change.percent).toBeCloseTo(((latest.price - earlier.price) / earlier.price) * 100, 6);
  });

  it('uses the oldest record when there are fewer than seven, and nothing below two', () => {
    const points = [
      { month: 'Jan', year: 2025, price: 100 },
      { month: 'Feb', year: 2025, price: 110 },
    ];
    expect(sixMonthChange(points)!.percent).toBeCloseTo(10, 6);
    expect(sixMonthChange(points.slice(0, 1))).toBeNull();
  });
});

describe('ComparePage', () => {
  it('starts empty: three selectors, the hint and a disabled Reset', () => {
    render();
    for (const slot of [1, 2, 3]) expect(screen.getByRole('combobox', { name: `Select City ${slot}` })).toBeInTheDocument();
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Comparison' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('hides a city chosen in one slot from the others and keeps the choice in the URL', async () => {
    const { router } = render();
    await expectOffered(2, [...CITIES]);
    await choose(1, 'Pune');
    expect(router.state.location.search).toBe('?cities=Pune');
    await expectOffered(2, CITIES.filter((city) => city !== 'Pune'));
    await choose(2, 'Kochi');
    expect(router.state.location.search).toBe('?cities=Pune,Kochi');
    await expectOffered(3, CITIES.filter((city) => city !== 'Pune' && city !== 'Kochi'));
    expect(screen.getByRole('button', { name: 'Reset Comparison' })).toBeEnabled();
  });

  it('shows N/A for a missing figure: Kochi has no year-on-year change', async () => {
    expect(data.marketData('Kochi').avgPriceChange).toBeNull();
    render('/compare?cities=Mumbai,Kochi');
    await screen.findByRole('table');
    expect(rowCells('Average Price')[1]).toHaveTextContent(`${formatPricePerSqft(data.marketData('Kochi').avgPrice)}N/A year on year`);
    expect(rowCells('Average Price')[0]).toHaveTextContent(`${formatChange(data.marketData('Mumbai').avgPriceChange)} year on year`);
  });

  it('shows the hint with one city and the table from two', async () => {
    render('/compare?cities=Mumbai');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    await choose(2, 'Bengaluru');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('fills the table of 3 cities from each city’s own data', async () => {
    const cities = ['Mumbai', 'Pune', 'Delhi NCR'];
    render(`/compare?cities=${cities.map(encodeURIComponent).join(',')}`);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Metric', ...cities]);

    cities.forEach((city, index) => {
      const market = data.marketData(city);
      expect(rowCells('Average Price')[index]).toHaveTextContent(formatPricePerSqft(market.avgPrice));
      expect(rowCells('Average Price')[index]).toHaveTextContent(formatChange(market.avgPriceChange));
      const trend = sixMonthChange(data.priceTrends(city))!.percent;
      expect(rowCells('Price Trend (Last 6 Months)')[index]).toHaveTextContent(formatChange(trend));
      // Green above zero, red otherwise (spec section 9), as everywhere else in the app.
      expect(rowCells('Price Trend (Last 6 Months)')[index].querySelector('[data-tone]')).toHaveAttribute('data-tone', changeTone(trend));
      expect(rowCells('Properties Listed')[index]).toHaveTextContent(formatNumber(market.propertiesListed));
      expect(rowCells('Avg. Days Listed')[index]).toHaveTextContent(formatDays(market.avgDaysListed));
      expect(rowCells('Locality Rating')[index]).toHaveTextContent(formatRating(market.localityRating));
      const localities = within(rowCells('Top Localities')[index]).getAllByRole('listitem').map((item) => item.textContent);
      expect(localities).toEqual(data.localityInsights(city).slice(0, 3).map((locality) => locality.name));
    });
  });

  it.each([
    ['Paris,Pune,Pune,Mumbai,Kochi', '?cities=Pune,Mumbai,Kochi', ['Pune', 'Mumbai', 'Kochi']],
    ['Atlantis,Delhi%20NCR,Hyderabad', '?cities=Delhi%20NCR,Hyderabad', ['Delhi NCR', 'Hyderabad']],
    [' Pune ,Kochi', '?cities=Pune,Kochi', ['Pune', 'Kochi']],
    ['kochi,chennai', '?cities=Kochi,Chennai', ['Kochi', 'Chennai']],
  ])('rewrites the malformed link ?cities=%s to what it shows', async (param, search, cities) => {
    const { router } = render(`/compare?cities=${param}`);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Metric', ...cities]);
    await waitFor(() => expect(router.state.location.search).toBe(search));
    // Replaced, not pushed: Back still leaves the page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('drops a link that names no known city', async () => {
    const { router } = render('/compare?cities=Paris,,London');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/compare');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Comparison' })).toBeDisabled();
  });

  it('leaves a well-formed link as it is', async () => {
    const { router } = render('/compare?cities=Mumbai,,Pune');
    await screen.findByRole('table');
    expect(router.state.location.search).toBe('?cities=Mumbai,,Pune');
    expect(router.state.historyAction).toBe('POP');
  });

  it('links each city to its dashboard', async () => {
    const { router } = render('/compare?cities=Mumbai,Delhi%20NCR');
    await userEvent.click(await screen.findByRole('link', { name: 'View Dashboard for Delhi NCR' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?city=Delhi+NCR');
  });

  it('clears one slot with its clear button and everything with Reset', async () => {
    const { router } = render('/compare?cities=Mumbai,Pune,Kochi');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Clear City 1' }));
    expect(router.state.location.search).toBe('?cities=,Pune,Kochi');
    expect(screen.queryByRole('button', { name: 'Clear City 1' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset Comparison' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Comparison' })).toBeDisabled();
  });

  it('shows a skeleton while loading and the message when a city fails', async () => {
    neverAnswer('CompareCity');
    const { unmount } = render('/compare?cities=Mumbai,Pune');
    expect(screen.getByLabelText('Loading comparison')).toBeInTheDocument();
    unmount();

    failWithServerError('CompareCity');
    render('/compare?cities=Mumbai,Pune');
    expect(await screen.findByText('Failed to load comparison data.')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support if the issue persists.')).toBeInTheDocument();
  });
});
