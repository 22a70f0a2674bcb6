import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../web/src/config/cities';
import { SearchResultsPage } from '../../web/src/features/search/SearchResultsPage';
import { HeaderSearch } from '../../web/src/app/HeaderSearch';
import { SiteSearch } from '../../web/src/features/search/SiteSearch';
import { failWithServerError, neverAnswer } from './msw';
import { renderPage } from './pages/renderPage';

// The search box and the results page against the real schema and index (msw).

const where = (router: { state: { location: { pathname: string; search: string } } }) => router.state.location.pathname + router.state.location.search;

describe('the search box', () => {
  const renderBox = () => renderPage(<SiteSearch variant="compact" />, { route: '/news', path: '/news' });
  const box = () => screen.getByRole('combobox', { name: 'Search the site' });

  it('suggests hits grouped by kind as you type', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'hinj');
    expect(await screen.findByText('Hinjewadi Tech Meadows')).toBeInTheDocument();
    expect(screen.getByText('Localities')).toBeInTheDocument();
    expect(screen.getByText('Properties')).toBeInTheDocument();
    expect(screen.getByText('Project in Hinjewadi, Pune')).toBeInTheDocument();
    expect(screen.getByText('Locality in Pune')).toBeInTheDocument();
  });

  // The arrow keys and Enter are tested in Chromium (tests/e2e/search.spec.ts): jsdom does not move antd's active option.
  it('opens a suggestion when it is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(box(), 'hinj');
    await user.click(await screen.findByText('Hinjewadi Tech Meadows'));
    await waitFor(() => expect(where(router)).toBe('/property/405'));
  });

  it.each([
    ['pune', '/dashboard?city=Pune'],
    ['  KOCHI ', '/dashboard?city=Kochi'],
    ['lodha', '/search?q=lodha'],
    ['xyzzy', '/search?q=xyzzy'],
    ['Regal Cinema', '/theaters/4002'],
  ])('Enter without a highlighted hit on %j opens %s', async (text, path) => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(box(), `${text}{Enter}`);
    await waitFor(() => expect(where(router)).toBe(path));
  });

  it('does nothing for blank text, with Enter or the button', async () => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(box(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where(router)).toBe('/news');
  });
});

describe('the header search', () => {
  it('is a plain field until focused, then the autocomplete, focused', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<HeaderSearch />, { route: '/news', path: '/news' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search the site' }));
    const box = await screen.findByRole('combobox', { name: 'Search the site' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('regal');
    expect(await screen.findByText('Theater in Colaba, Mumbai')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where(router)).toBe('/theaters/4002'));
  });
});

describe('the results page', () => {
  const renderResults = (search: string) => renderPage(<SearchResultsPage />, { route: `/search${search}`, path: '/search' });

  it('lists every hit by kind, each linking to its page', async () => {
    renderResults('?q=whitefield');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “whitefield”' })).toBeInTheDocument();
    expect(await screen.findByText('4 results')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Localities', 'Properties', 'Shopping malls', 'Theaters']);
    const localities = screen.getByRole('region', { name: 'Localities' });
    expect(within(localities).getByRole('link', { name: 'Whitefield' })).toHaveAttribute('href', '/localities/bengaluru/whitefield');
    expect(within(screen.getByRole('region', { name: 'Properties' })).getByRole('link', { name: 'Whitefield Orchid Residences' })).toHaveAttribute('href', '/property/201');
  });

  it('says plainly when nothing matches and offers the seven cities', async () => {
    renderResults('?q=xyzzy');
    expect(await screen.findByText('No city, locality or project matches “xyzzy”.')).toBeInTheDocument();
    const cities = screen.getByRole('navigation', { name: 'Cities' });
    expect(within(cities).getAllByRole('link').slice(0, 7).map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      CITIES.map((city) => [city, `/dashboard?${new URLSearchParams({ city })}`]),
    );
  });

  it('without text shows the search box and the seven cities, and fetches nothing', async () => {
    renderResults('');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter a city, locality or society')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Cities' })).getByRole('link', { name: 'Pune' })).toHaveAttribute('href', '/dashboard?city=Pune');
    expect(screen.getByRole('link', { name: 'browse every property' })).toHaveAttribute('href', '/properties');
  });

  it('shows a skeleton while loading', () => {
    neverAnswer('SearchHits');
    renderResults('?q=pune');
    expect(screen.getByRole('status', { name: 'Loading search results' })).toBeInTheDocument();
  });

  it('shows the error message when the search fails', async () => {
    failWithServerError('SearchHits');
    renderResults('?q=pune');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load search results.');
    expect(alert).toHaveTextContent('Please try again later or contact support if the issue persists.');
  });
});
