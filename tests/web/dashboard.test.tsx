import './widgets/jsdomHighcharts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CITIES } from '../../web/src/config/cities';
import { DASHBOARD_TABS, parseCity, parseTab } from '../../web/src/features/dashboard/dashboardParams';
import { DashboardRoute } from '../../web/src/app/pages/DashboardRoute';
import { MarketAnalysisRoute } from '../../web/src/app/pages/MarketAnalysisRoute';
import { TopGainersRoute } from '../../web/src/app/pages/TopGainersRoute';
import { TransactionPricesRoute } from '../../web/src/app/pages/TransactionPricesRoute';
import { server } from './msw';
import { renderWithProviders } from './render';

// The dashboard's address is its state: these tests drive it through the URL and the
// controls and read the URL back from the memory router.

describe('dashboard query parameters', () => {
  it.each([
    [null, 'overview'],
    ['overview', 'overview'],
    ['localities', 'localities'],
    ['amenities', 'amenities'],
    ['shopping-malls', 'shopping-malls'],
    ['theaters', 'theaters'],
    ['property-developers', 'property-developers'],
    ['Theaters', 'overview'],
    ['malls', 'overview'],
    ['', 'overview'],
  ])('amenityTab=%j selects %s', (value, tab) => {
    expect(parseTab(value)).toBe(tab);
  });

  it('accepts every known city in any case (issue 9) and nothing else', () => {
    for (const city of CITIES) expect(parseCity(city)).toBe(city);
    for (const [given, city] of [['pune', 'Pune'], [' Pune', 'Pune'], ['DELHI NCR', 'Delhi NCR'], ['kochi', 'Kochi']]) expect(parseCity(given)).toBe(city);
    for (const other of [null, '', 'Atlantis', 'Delhi', 'Baner']) expect(parseCity(other)).toBe('Mumbai');
  });

  it('has the six tabs of spec section 2, in order', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual(['Overview', 'Localities', 'Amenities', 'Malls', 'Theaters', 'Developers']);
  });
});

/** The GraphQL operations the page asked for, in order. */
let operations: string[] = [];
const recordOperation = async ({ request }: { request: Request }) => {
  const body = (await request.clone().json()) as { operationName?: string };
  if (body.operationName) operations.push(body.operationName);
};
beforeEach(() => {
  operations = [];
  server.events.on('request:start', recordOperation);
});
afterEach(() => {
  server.events.removeListener('request:start', recordOperation);
});

const renderDashboard = (search = '') => renderWithProviders(<DashboardRoute />, { route: `/dashboard${search}`, path: '/dashboard' });
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const cityParam = (router: ReturnType<typeof renderDashboard>['router']) => new URLSearchParams(router.state.location.search);

async function chooseCity(city: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'City' }));
  fireEvent.click(await screen.findByTitle(city));
}

describe('dashboard page', () => {
  it('opens on Overview for Mumbai and asks for Mumbai’s data', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Mumbai Real Estate Dashboard' })).toBeInTheDocument();
    expect(selectedTab()).toBe('Overview');
    expect(within(screen.getByRole('combobox', { name: 'City' }).closest('.ant-select')!).getByTitle('Mumbai')).toBeInTheDocument();
    await waitFor(() => expect(operations).toContain('MarketOverview'));
  });

  it('ignores an unknown city and an unknown tab', () => {
    renderDashboard('?city=Atlantis&amenityTab=rooftops');
    expect(screen.getByRole('heading', { level: 1, name: 'Mumbai Real Estate Dashboard' })).toBeInTheDocument();
    expect(selectedTab()).toBe('Overview');
  });

  it.each([
    ['localities', 'Localities'],
    ['amenities', 'Amenities'],
    ['shopping-malls', 'Malls'],
    ['theaters', 'Theaters'],
    ['property-developers', 'Developers'],
  ])('opens the tab named by amenityTab=%s', (amenityTab, label) => {
    renderDashboard(`?city=Kochi&amenityTab=${amenityTab}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Kochi Real Estate Dashboard' })).toBeInTheDocument();
    expect(selectedTab()).toBe(label);
  });

  it('writes the chosen tab to amenityTab and keeps the city', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('?city=Pune&amenityTab=amenities');
    await user.click(screen.getByRole('tab', { name: 'Developers' }));
    expect(cityParam(router).get('amenityTab')).toBe('property-developers');
    expect(cityParam(router).get('city')).toBe('Pune');
    expect(selectedTab()).toBe('Developers');
    await user.click(screen.getByRole('tab', { name: 'Theaters' }));
    expect(cityParam(router).get('amenityTab')).toBe('theaters');
    expect(selectedTab()).toBe('Theaters');
  });

  it('writes the chosen city to the address and keeps the tab', async () => {
    const { router } = renderDashboard('?amenityTab=theaters');
    await chooseCity('Hyderabad');
    await waitFor(() => expect(cityParam(router).get('city')).toBe('Hyderabad'));
    expect(cityParam(router).get('amenityTab')).toBe('theaters');
    expect(screen.getByRole('heading', { level: 1, name: 'Hyderabad Real Estate Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['Shopping Malls', 'shopping-malls', 'Malls'],
    ['Movie Theaters', 'theaters', 'Theaters'],
    ['Property Developers', 'property-developers', 'Developers'],
  ])('the Amenities tab’s %s card is a link that switches to amenityTab=%s', async (card, amenityTab, label) => {
    const user = userEvent.setup();
    const { router } = renderDashboard('?city=Pune&amenityTab=amenities');
    const link = within(screen.getByRole('tabpanel')).getByRole('link', { name: new RegExp(`^${card}`) });
    expect(link).toHaveAttribute('href', `/dashboard?city=Pune&amenityTab=${amenityTab}`);
    await user.click(link);
    expect(cityParam(router).get('amenityTab')).toBe(amenityTab);
    expect(cityParam(router).get('city')).toBe('Pune');
    expect(selectedTab()).toBe(label);
  });

  it('gives every widget of the overview an h2 heading under the page’s h1', () => {
    renderDashboard('?city=Pune');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Pune Real Estate Dashboard']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Price Trends',
      'Property Types',
      'Locality Map',
      'Locality Insights',
      'Latest News',
      'Top Gainers',
      'Transaction Prices',
      'Market Analysis',
      'Property Comparison',
    ]);
  });

  it('has a Filters link that opens the city’s property listing (issue 9)', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('?city=Chennai&amenityTab=localities');
    const filters = screen.getByRole('link', { name: /Filters/ });
    expect(filters).toHaveAttribute('href', '/properties?city=Chennai');
    await user.click(filters);
    expect(router.state.location.pathname + router.state.location.search).toBe('/properties?city=Chennai');
  });

  it('reads a city in any case and rewrites the address to its canonical name', async () => {
    const { router } = renderDashboard('?city=delhi%20ncr&amenityTab=theaters');
    expect(screen.getByRole('heading', { level: 1, name: 'Delhi NCR Real Estate Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(cityParam(router).get('city')).toBe('Delhi NCR'));
    expect(cityParam(router).get('amenityTab')).toBe('theaters');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders only the active tab, so inactive tabs fetch nothing', async () => {
    renderDashboard('?city=Pune&amenityTab=theaters');
    await waitFor(() => expect(operations).toContain('TheaterListing'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(operations).not.toContain('MarketOverview');
    expect(operations).not.toContain('ShoppingMallListing');
    expect(operations).not.toContain('DeveloperListing');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('asks for the chosen city’s data after a city change', async () => {
    renderDashboard('?amenityTab=shopping-malls');
    await waitFor(() => expect(operations).toEqual(['ShoppingMallListing']));
    await chooseCity('Bengaluru');
    await waitFor(() => expect(operations.filter((name) => name === 'ShoppingMallListing').length).toBeGreaterThanOrEqual(2));
  });
});

describe('section pages', () => {
  it.each([
    ['Top Gainers', <TopGainersRoute key="top" />, '/top-gainers', 'TopGainers'],
    ['Transaction Prices', <TransactionPricesRoute key="tx" />, '/transaction-prices', 'TransactionPrices'],
    ['Market Analysis', <MarketAnalysisRoute key="ma" />, '/market-analysis', 'MarketAnalysis'],
  ])('%s shows its heading, the city selector and only its own section', async (heading, page, path, operation) => {
    const { router } = renderWithProviders(page, { route: `${path}?city=Unknown`, path });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await waitFor(() => expect(operations).toEqual([operation]));

    await chooseCity('Kochi');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('city')).toBe('Kochi'));
    await waitFor(() => expect(operations).toEqual([operation, operation]));
  });
});
