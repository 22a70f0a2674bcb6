import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShoppingMallPage } from '../../../web/src/features/amenity-details/ShoppingMallPage';
import { TheaterPage } from '../../../web/src/features/amenity-details/TheaterPage';
import { PropertyDeveloperPage } from '../../../web/src/features/amenity-details/PropertyDeveloperPage';
import { formatMallSize, formatNumber } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderPage } from './renderPage';

const data = testData();

/** The definition-list value next to a label. */
const factValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ShoppingMallPage', () => {
  const render = (id: string) => renderPage(<ShoppingMallPage />, { route: `/shopping-malls/${id}`, path: '/shopping-malls/:id' });

  it('shows a mall with its facts and the fixed opening hours', async () => {
    const mall = data.shoppingMall('3001')!;
    render('3001');
    expect(await screen.findByRole('heading', { level: 1, name: mall.name })).toBeInTheDocument();
    const localityLink = screen.getByRole('link', { name: mall.locality });
    expect(localityLink).toHaveAttribute('href', '/localities/mumbai/lower-parel');
    expect(localityLink.parentElement).toHaveTextContent(`${mall.locality}, ${mall.city}`);
    expect(screen.getByRole('img', { name: `Rating: ${mall.rating!.toFixed(1)}/5` })).toHaveTextContent(`${mall.rating!.toFixed(1)}/5`);
    expect(factValue('Stores')).toHaveTextContent(String(mall.stores));
    expect(factValue('Size')).toHaveTextContent(formatMallSize(mall.size));
    expect(factValue('Opened')).toHaveTextContent(String(mall.openYear));
    expect(factValue('Weekdays')).toHaveTextContent('10:00 AM to 10:00 PM');
    expect(factValue('Weekends')).toHaveTextContent('10:00 AM to 11:00 PM');
    for (const feature of mall.features) expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: mall.name })).toHaveAttribute('src', mall.image);
    await waitForTitle(`${mall.name} · GharInsight`);
  });

  it('shows the defaults for a missing rating, store count and opening year', async () => {
    const unrated = data.shoppingMall('3012')!;
    expect(unrated.rating).toBeNull();
    const { unmount } = render('3012');
    await screen.findByRole('heading', { level: 1, name: unrated.name });
    expect(screen.getByRole('img', { name: 'Rating: 4.5/5' })).toHaveTextContent('4.5/5');
    unmount();

    const sparse = data.shoppingMall('3020')!;
    expect(sparse.stores).toBeNull();
    expect(sparse.openYear).toBeNull();
    render('3020');
    await screen.findByRole('heading', { level: 1, name: sparse.name });
    expect(factValue('Stores')).toHaveTextContent('Multiple');
    expect(factValue('Opened')).toHaveTextContent('N/A');
  });

  it('goes back to the malls tab of the mall’s city', async () => {
    const { router } = render('3004');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?city=Bengaluru&amenityTab=shopping-malls');
  });

  it('shows a skeleton while loading', async () => {
    neverAnswer('ShoppingMallPage');
    render('3001');
    expect(await screen.findByLabelText('Loading details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', '9999', () => {}],
    ['a non-numeric id', 'abc', () => {}],
    ['a failed load', '3001', () => failWithServerError('ShoppingMallPage')],
  ])('shows the not-found view for %s', async (_, id, arrange) => {
    arrange();
    const { router } = render(id);
    expect(await screen.findByRole('heading', { name: 'Shopping Mall Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The shopping mall you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    await waitForTitle('Shopping Mall Not Found · GharInsight');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
  });
});

describe('TheaterPage', () => {
  const render = (id: string) => renderPage(<TheaterPage />, { route: `/theaters/${id}`, path: '/theaters/:id' });

  it('shows a theater with the fixed show timings', async () => {
    const theater = data.theater('4003')!;
    render('4003');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(theater.name) })).toBeInTheDocument();
    expect(factValue('Screens')).toHaveTextContent(String(theater.screens));
    expect(factValue('Seating capacity')).toHaveTextContent(`${formatNumber(theater.seatingCapacity)} seats`);
    expect(factValue('First show')).toHaveTextContent('9:00 AM');
    expect(factValue('Last show')).toHaveTextContent('11:30 PM');
    for (const amenity of theater.amenities) expect(screen.getByText(amenity)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Rating: ${theater.rating!.toFixed(1)}/5` })).toHaveTextContent(`${theater.rating!.toFixed(1)}/5`);
  });

  it('shows Multiple for unknown screens and 4.5 for a missing rating', async () => {
    const noScreens = data.theater('4012')!;
    expect(noScreens.screens).toBeNull();
    const { unmount } = render('4012');
    await screen.findByRole('heading', { level: 1, name: new RegExp(noScreens.name) });
    expect(factValue('Screens')).toHaveTextContent('Multiple');
    unmount();

    const unrated = data.theater('4002')!;
    expect(unrated.rating).toBeNull();
    render('4002');
    await screen.findByRole('heading', { level: 1, name: new RegExp(unrated.name) });
    expect(screen.getByRole('img', { name: 'Rating: 4.5/5' })).toHaveTextContent('4.5/5');
  });

  it.each(['9999', 'x1'])('shows Theater Not Found for id %s', async (id) => {
    render(id);
    expect(await screen.findByRole('heading', { name: 'Theater Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The theater you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});

describe('PropertyDeveloperPage', () => {
  const render = (id: string) =>
    renderPage(<PropertyDeveloperPage />, { route: `/property-developers/${id}`, path: '/property-developers/:id' });

  it('shows a developer with its delivery record, on-time share, computed rating and specialties', async () => {
    const developer = data.propertyDeveloper('5001')!;
    render('5001');
    expect(await screen.findByRole('heading', { level: 1, name: developer.name })).toBeInTheDocument();
    expect(factValue('Founded')).toHaveTextContent(String(developer.foundedYear));
    expect(screen.getByTestId('on-time-share')).toHaveTextContent('52.4% delivered on time (22 of 42)');
    expect(factValue('Projects delivered')).toHaveTextContent('42');
    expect(factValue('Delayed')).toHaveTextContent('20');
    expect(factValue('Average delay')).toHaveTextContent('10.2 months');
    expect(factValue('Under construction')).toHaveTextContent('14');
    expect(factValue('Complaints')).toHaveTextContent('29 (0.52 per project)');
    expect(factValue('Delivery rating')).toHaveTextContent('2.9/5');
    expect(screen.getByRole('img', { name: 'Rating: 2.9/5' })).toBeInTheDocument();
    expect(screen.getByText(/Verify a real developer on MahaRERA \(maharera\.maharashtra\.gov\.in\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'computed from this record' })).toHaveAttribute('href', '/methodology#developer-rating');
    const specialties = screen.getByText('Specialties').closest('.ant-card') as HTMLElement;
    for (const specialty of developer.specialty) expect(within(specialties).getByText(specialty)).toBeInTheDocument();
    expect(screen.getByText(developer.description)).toBeInTheDocument();
  });

  it('shows Property Developer Not Found for an unknown id', async () => {
    render('777');
    expect(await screen.findByRole('heading', { name: 'Property Developer Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The property developer you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
  });
});

async function waitForTitle(title: string) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.title).toBe(title);
}
