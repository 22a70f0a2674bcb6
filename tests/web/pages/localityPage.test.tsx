import '../widgets/jsdomHighcharts';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_HINT } from '../../../web/src/config/constants';
import { LocalityPage } from '../../../web/src/features/locality-pages/LocalityPage';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderPage } from './renderPage';

// The locality page's states (issue 10): loading skeleton, error message, not found,
// and the loaded page with its figures, chart timeframes, homes, places and comparison.

const data = testData();
const render = (route: string) => renderPage(<LocalityPage />, { route, path: '/localities/:city/:locality' });

describe('LocalityPage', () => {
  it('shows a busy skeleton while loading', () => {
    neverAnswer('LocalityPage');
    render('/localities/pune/baner');
    expect(screen.getByRole('status', { name: 'Loading locality' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'Failed to load locality data.' and the support sentence when the load fails", async () => {
    failWithServerError('LocalityPage');
    render('/localities/pune/baner');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Failed to load locality data.${SUPPORT_HINT}`);
  });

  it.each(['/localities/pune/banner', '/localities/atlantis/baner'])('shows Locality Not Found for %s, with Back to Dashboard', async (route) => {
    const { router } = render(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Locality Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The locality you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows Baner: figures, 1-year change, price changes, market rows, homes, places and source', async () => {
    const baner = data.locality('pune', 'baner')!;
    const change = data.localityPriceChange(baner);
    render('/localities/pune/baner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baner' })).toBeInTheDocument();
    expect(screen.getByText(baner.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pune dashboard' })).toHaveAttribute('href', '/dashboard?city=Pune');
    const figures = screen.getByLabelText('Key figures');
    expect(figures).toHaveTextContent('Average Price₹11,500/sqft +5.2%');
    expect(figures).toHaveTextContent('Rating4.5/5');
    expect(figures).toHaveTextContent(`Safety Score${baner.safetyScore.toFixed(1)}/5`);
    expect(figures).toHaveTextContent('Rental Yield3.3%');
    expect(screen.getByTestId('avg-price-change')).toHaveAttribute('data-tone', 'up');

    const history = screen.getByRole('region', { name: 'Price History' });
    const changes = within(history).getByLabelText('Price change of Baner');
    expect(changes).toHaveTextContent(`1-year change +${change.oneYear!.toFixed(1)}%3-year change +${change.threeYears!.toFixed(1)}%5-year change +${change.fiveYears!.toFixed(1)}%`);

    const market = screen.getByRole('region', { name: 'Market Activity' });
    expect(market).toHaveTextContent('Appreciation, 5 years +38.9%');
    expect(market).toHaveTextContent('Deals last quarter94');
    expect(market).toHaveTextContent('Sub-areaBaner–Pashan Link Road');

    const homes = screen.getByRole('region', { name: 'Homes' });
    const cards = within(homes).getAllByTestId('locality-home');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(
      data.properties('Pune').filter((property) => property.locality === 'Baner').map((property) => `/property/${property.id}`),
    );
    expect(within(homes).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();

    const places = screen.getByRole('region', { name: 'Places' });
    expect(places).toHaveTextContent('No shopping malls in Baner in the sample data.');
    for (const amenity of baner.amenities) expect(within(places).getByText(amenity)).toBeInTheDocument();
    for (const link of baner.connectivity) expect(within(places).getByText(link)).toBeInTheDocument();
    expect(screen.getByText(/Source: GharInsight illustrative series; city level follows Anarock Q3 2025 \(via Hindustan Times\), as of 30 Sep 2025 · sample data/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Baner, Pune · GharInsight'));
  });

  it('draws the quarterly history for 5Y by default, and 1Y and All on request, with deals per quarter', async () => {
    render('/localities/pune/baner');
    const history = await screen.findByRole('region', { name: 'Price History' });
    expect(within(history).getByRole('button', { name: '5Y', pressed: true })).toBeInTheDocument();
    const [priceChart] = await within(history).findAllByTestId('chart');
    await waitFor(() => expect(priceChart).toHaveTextContent('Q3 2020'));
    expect(priceChart).not.toHaveTextContent('Q2 2020');
    await userEvent.click(within(history).getByRole('button', { name: '1Y' }));
    await waitFor(() => expect(within(history).getAllByTestId('chart')[0]).not.toHaveTextContent('Q3 2020'));
    expect(within(history).getAllByTestId('chart')[0]).toHaveTextContent('Q3 2024');
    await userEvent.click(within(history).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(history).getAllByTestId('chart')[0]).toHaveTextContent('Q4 2019'));
    expect(within(history).getAllByTestId('chart')[1]).toHaveTextContent('Registered deals');
  });

  it('links the filtered listing when a locality has several homes, and names its Delhi NCR area', async () => {
    render('/localities/delhi-ncr/golf-course-road');
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf Course Road' })).toBeInTheDocument();
    expect(screen.getByText(/Gurugram, Delhi NCR/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 3 homes in Golf Course Road' })).toHaveAttribute('href', '/properties?city=Delhi+NCR&locality=Golf+Course+Road');
  });

  it('links the malls and theaters in the locality', async () => {
    render('/localities/pune/viman-nagar');
    const viman = await screen.findByRole('region', { name: 'Places' });
    expect(within(viman).getByRole('link', { name: 'Phoenix Marketcity Viman Nagar' })).toHaveAttribute('href', '/shopping-malls/3010');
    expect(within(viman).getByRole('link', { name: 'PVR ICON Phoenix Marketcity Pune' })).toHaveAttribute('href', expect.stringMatching(/^\/theaters\/\d+$/));
  });

  it('compares with another locality of the city picked from "Compare with…": the URL and the figures side by side', async () => {
    const { router } = render('/localities/pune/baner');
    await screen.findByRole('heading', { level: 1, name: 'Baner' });
    const picker = screen.getByRole('combobox', { name: 'Compare with…' });
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('Another locality of Pune');
    await userEvent.selectOptions(picker, 'Wakad');
    await waitFor(() => expect(router.state.location.search).toBe('?compare=wakad'));
    const table = await screen.findByRole('table', { name: 'Baner compared with Wakad' });
    expect(table).toHaveTextContent('Average Price₹11,500/sqft₹8,700/sqft');
    expect(within(table).getByRole('link', { name: 'Wakad' })).toHaveAttribute('href', '/localities/pune/wakad');
    // The empty option ends the comparison.
    await userEvent.selectOptions(picker, 'No comparison');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Baner compared with Wakad' })).not.toBeInTheDocument());
  });

  it('opens a shared comparison URL directly, with both series on one chart', async () => {
    render('/localities/pune/baner?compare=kharadi');
    expect(await screen.findByRole('table', { name: 'Baner compared with Kharadi' })).toBeInTheDocument();
    const [chart] = await screen.findAllByTestId('chart');
    await waitFor(() => expect(chart).toHaveTextContent('Kharadi'));
    expect(chart).toHaveTextContent('Baner');
  });

  it('warns about an unknown locality to compare with', async () => {
    render('/localities/pune/wakad?compare=nowhere');
    expect(await screen.findByText('No locality "nowhere" in Pune to compare with.')).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Compare with…' })).getByRole('option', { selected: true })).toHaveTextContent('No comparison');
  });
});
