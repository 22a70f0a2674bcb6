import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../web/src/config/cities';
import { LandingRoute } from '../../web/src/app/pages/LandingRoute';
import { server } from './msw';
import { renderWithProviders } from './render';

const renderLanding = () => renderWithProviders(<LandingRoute />, { route: '/', path: '/' });
const where = (router: ReturnType<typeof renderLanding>['router']) => router.state.location.pathname + router.state.location.search;

describe('landing search', () => {
  it('has the spec placeholder and submit button', () => {
    renderLanding();
    expect(screen.getByPlaceholderText('Enter a city, locality or society')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Insights' })).toBeInTheDocument();
  });

  it.each(['', '   ', ' \u00a0 '])('does nothing for %j', async (text) => {
    const user = userEvent.setup();
    const { router } = renderLanding();
    const input = screen.getByPlaceholderText('Enter a city, locality or society');
    if (text) await user.type(input, text);
    await user.click(screen.getByRole('button', { name: 'Search Insights' }));
    await user.type(input, '{Enter}');
    expect(where(router)).toBe('/');
  });

  it('opens the dashboard of a city typed in any case, with its canonical name (issue 9)', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding();
    await user.type(screen.getByPlaceholderText('Enter a city, locality or society'), '  delhi ncr  ');
    await user.click(screen.getByRole('button', { name: 'Search Insights' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('Delhi NCR');
  });

  // Issue 9 replaces the spec's "any text is a city" (which opened Mumbai for Baner): other
  // text is searched; one hit opens it, anything else opens the results page.
  it.each([
    ['Worli Sea', '/property/101'], // one hit
    ['Baner', '/localities/pune/baner'], // the one hit named exactly so
    ['lodha', '/search?q=lodha'], // two developers
    ['xyzzy', '/search?q=xyzzy'], // nothing
  ])('Enter on %j opens %s', async (text, path) => {
    const user = userEvent.setup();
    const { router } = renderLanding();
    // The plain box becomes the full search (suggestions) on its first focus.
    await user.click(screen.getByPlaceholderText('Enter a city, locality or society'));
    await screen.findByRole('combobox', { name: 'Search for a city, locality or society' });
    await user.type(screen.getByPlaceholderText('Enter a city, locality or society'), `${text}{Enter}`);
    await waitFor(() => expect(where(router)).toBe(path));
  });
});

describe('landing sections', () => {
  // Links drawn as buttons (issue 13: they work without JavaScript), each opening its dashboard in the app.
  it('has a Popular City link for each of the seven cities, in order, each opening its dashboard', async () => {
    const user = userEvent.setup();
    const section = () => screen.getByRole('region', { name: 'Popular Cities' });
    for (const city of CITIES) {
      const { router, unmount } = renderLanding();
      expect(within(section()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        CITIES.map((name) => [name, `/dashboard?${new URLSearchParams({ city: name })}`]),
      );
      await user.click(within(section()).getByRole('link', { name: city }));
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(new URLSearchParams(router.state.location.search).get('city')).toBe(city);
      unmount();
    }
  });

  it('has three feature blurbs', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Why GharInsight' });
    expect(within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Market Trends',
      'Locality Insights',
      'Informed Decisions',
    ]);
  });

  it('has three amenity cards opening Mumbai’s dashboard on the matching tab', () => {
    renderLanding();
    const amenities = screen.getByRole('region', { name: 'Explore Amenities' });
    const links = within(amenities).getAllByRole('link');
    expect(links.map((link) => [within(link).getByRole('heading').textContent, link.getAttribute('href')])).toEqual([
      ['Shopping Malls', '/dashboard?city=Mumbai&amenityTab=shopping-malls'],
      ['Movie Theaters', '/dashboard?city=Mumbai&amenityTab=theaters'],
      ['Property Developers', '/dashboard?city=Mumbai&amenityTab=property-developers'],
    ]);
    // The card's text names the link.
    expect(within(amenities).getByRole('link', { name: /^Movie Theaters/ })).toHaveAttribute('href', '/dashboard?city=Mumbai&amenityTab=theaters');
  });

  it.each([
    ['Explore Dashboard', '/dashboard'],
    ['Compare Cities', '/compare'],
  ])('%s goes to %s', async (name, path) => {
    const user = userEvent.setup();
    const { router } = renderLanding();
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
    await user.click(screen.getByRole('link', { name }));
    expect(where(router)).toBe(path);
  });

  it('says that the figures are illustrative sample data', () => {
    renderLanding();
    expect(screen.getByText(/illustrative sample data/)).toBeInTheDocument();
  });

  it('fetches no data', async () => {
    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => requests.push(request.url);
    server.events.on('request:start', onRequest);
    renderLanding();
    await screen.findByRole('button', { name: 'Search Insights' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.events.removeListener('request:start', onRequest);
    expect(requests).toEqual([]);
  });
});
