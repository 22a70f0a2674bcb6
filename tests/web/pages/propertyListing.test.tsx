import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PropertyListingPage } from '../../../web/src/features/property-listing/PropertyListingPage';
import { parseListingParams } from '../../../web/src/features/property-listing/listingParams';
import { readFixture } from '../../server/support/fixtureFiles';
import { failWithServerError, neverAnswer } from '../msw';
import { chooseOption } from '../widgets/helpers';
import { renderPage } from './renderPage';

// The /properties listing against the real schema and fixtures: its states, its filters in
// the address, paging, and the empty state's Clear filters.

const properties = readFixture('properties.json');
const render = (search: string) => renderPage(<PropertyListingPage />, { route: `/properties${search}`, path: '/properties' });
const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const where = (router: ReturnType<typeof render>['router']) => router.state.location.pathname + router.state.location.search;

describe('property listing', () => {
  it('lists a city’s properties as cards linking to their pages', async () => {
    render('?city=Pune');
    expect(screen.getByRole('heading', { level: 1, name: 'Properties in Pune' })).toBeInTheDocument();
    expect(await screen.findByText('8 properties')).toBeInTheDocument();
    expect(cardNames()).toEqual(properties.filter((property) => property.city === 'Pune').map((property) => property.name));
    const card = screen.getByRole('link', { name: /^Hinjewadi Tech Meadows/ });
    expect(card).toHaveAttribute('href', '/property/405');
    expect(card).toHaveTextContent('₹0.68 Cr');
    expect(card).toHaveTextContent('Hinjewadi, Pune');
    expect(card).toHaveTextContent('₹8,293/sqft');
    expect(card).toHaveTextContent('2 BHK · 820 sqft · Apartment');
    expect(card).toHaveTextContent('Possession Jun 2027');
    expect(screen.getByRole('link', { name: /^Baner Hillcrest Residences/ })).toHaveTextContent('Ready to Move');
    expect(screen.getByRole('link', { name: 'How this is made' })).toHaveAttribute('href', '/methodology#listings');
    expect(screen.getByRole('link', { name: 'How this is made' }).closest('[data-provenance]')).toHaveTextContent('Sample data · as of Sep 2025 · How this is made');
  });

  it('reads the filters from the address: Pune, 2 bedrooms, up to ₹1 Cr shows the Hinjewadi flat', async () => {
    render('?city=Pune&bedrooms=2&maxPrice=1');
    expect(await screen.findByText('2 properties')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Hinjewadi Tech Meadows', 'Wakad Central Park Homes']);
    expect(screen.getByRole('combobox', { name: 'Bedrooms' }).closest('.ant-select')).toHaveTextContent('2 BHK');
    expect(screen.getByRole('combobox', { name: 'Max budget' }).closest('.ant-select')).toHaveTextContent('₹1 Cr');
  });

  it('puts each filter change in the address (a new history entry) and back on page 1', async () => {
    const { router } = render('?city=Pune&sort=price-asc');
    await screen.findByText('8 properties');
    await chooseOption('Bedrooms', '2 BHK');
    await waitFor(() => expect(where(router)).toBe('/properties?city=Pune&bedrooms=2&sort=price-asc'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('3 properties')).toBeInTheDocument();
    await chooseOption('Locality', 'Hinjewadi');
    await waitFor(() => expect(where(router)).toBe('/properties?city=Pune&locality=Hinjewadi&bedrooms=2&sort=price-asc'));
    expect(await screen.findByText('1 property')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Hinjewadi Tech Meadows']);
  });

  it('shows the empty state with a button that clears the filters but keeps the city', async () => {
    const user = userEvent.setup();
    const { router } = render('?city=Kochi&type=Penthouse&sort=newest');
    const empty = await screen.findByText('No properties match these filters.');
    await user.click(within(empty.closest('.ant-empty')! as HTMLElement).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where(router)).toBe('/properties?city=Kochi&sort=newest'));
    expect(await screen.findByText('8 properties')).toBeInTheDocument();
  });

  it('pages a long list, with page links in the address', async () => {
    const user = userEvent.setup();
    const { router } = render('');
    expect(screen.getByRole('heading', { level: 1, name: 'Properties in all cities' })).toBeInTheDocument();
    expect(await screen.findByText(`${properties.length} properties, showing 1–12`)).toBeInTheDocument();
    expect(cardNames()).toEqual(properties.slice(0, 12).map((property) => property.name));
    const page2 = screen.getByRole('link', { name: '2' });
    expect(page2).toHaveAttribute('href', '/properties?page=2');
    await user.click(page2);
    await waitFor(() => expect(where(router)).toBe('/properties?page=2'));
    expect(await screen.findByText(`${properties.length} properties, showing 13–24`)).toBeInTheDocument();
    expect(cardNames()).toEqual(properties.slice(12, 24).map((property) => property.name));
  });

  it('links every city’s listing and, for a city, its dashboard tabs', async () => {
    render('?city=Pune&bedrooms=2&locality=Baner');
    const cities = screen.getByRole('navigation', { name: 'City' });
    expect(within(cities).getByRole('link', { name: 'Kochi' })).toHaveAttribute('href', '/properties?city=Kochi&bedrooms=2');
    expect(within(cities).getByRole('link', { name: 'Pune' })).toHaveAttribute('aria-current', 'page');
    const more = screen.getByRole('navigation', { name: 'More about Pune' });
    expect(within(more).getByRole('link', { name: 'Theaters' })).toHaveAttribute('href', '/dashboard?city=Pune&amenityTab=theaters');
  });

  it('reads a lower-case city and rewrites the address', async () => {
    const { router } = render('?city=pune&bedrooms=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Properties in Pune' })).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/properties?city=Pune&bedrooms=2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a skeleton while loading', () => {
    neverAnswer('PropertyListing');
    render('?city=Pune');
    expect(screen.getByRole('status', { name: 'Loading properties' })).toBeInTheDocument();
  });

  it('shows the error message when loading fails', async () => {
    failWithServerError('PropertyListing');
    render('?city=Pune');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load properties.');
    expect(alert).toHaveTextContent('Please try again later or contact support if the issue persists.');
  });
});

describe('listing parameters', () => {
  it.each([
    ['', { page: 1 }],
    ['?city=delhi%20ncr', { city: 'Delhi NCR', page: 1 }],
    ['?city=Atlantis&type=castle&status=soon&sort=cheap&bedrooms=two&minPrice=-1&page=0', { page: 1 }],
    ['?type=villa&status=READY&sort=newest&bedrooms=3&minPrice=0.5&maxPrice=2&page=3', { type: 'Villa', status: 'ready', sort: 'newest', bedrooms: 3, minPrice: 0.5, maxPrice: 2, page: 3 }],
    ['?minPrice=3&maxPrice=1', { minPrice: 3, page: 1 }], // a maximum below the minimum is dropped
    ['?locality=%20Baner%20', { locality: 'Baner', page: 1 }],
  ])('%s', (search, expected) => {
    const parsed = Object.fromEntries(Object.entries(parseListingParams(new URLSearchParams(search))).filter(([, value]) => value !== undefined));
    expect(parsed).toEqual(expected);
  });
});
