import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../web/src/config/cities';
import { DeveloperListing } from '../../../web/src/features/amenities/DeveloperListing';
import { ShoppingMallListing } from '../../../web/src/features/amenities/ShoppingMallListing';
import { TheaterListing } from '../../../web/src/features/amenities/TheaterListing';
import { formatMallSize, formatRating } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { localityPath } from '../../../web/src/config/paths';
import { chooseOption, expectErrorMessage, expectSkeleton, recordOperations } from './helpers';

/** The card (its link) of a named record. */
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('a') as HTMLElement;

describe('ShoppingMallListing', () => {
  it('shows skeleton cards while loading', () => {
    neverAnswer('ShoppingMallListing');
    renderWithProviders(<ShoppingMallListing city="Mumbai" />);
    expect(expectSkeleton('Loading shopping malls').querySelectorAll('.ant-card')).toHaveLength(3);
  });

  it('shows the spec message alone on error (an "other message" of spec section 8: no support hint)', async () => {
    failWithServerError('ShoppingMallListing');
    renderWithProviders(<ShoppingMallListing city="Mumbai" />);
    await expectErrorMessage('Failed to load shopping malls data.', { supportHint: false });
  });

  it("shows the city's malls as cards linking to /shopping-malls/{id}, with 3 features and '+N more'", async () => {
    const malls = testData().shoppingMalls('Mumbai');
    renderWithProviders(<ShoppingMallListing city="Mumbai" />);
    await screen.findByRole('heading', { name: malls[0].name });
    for (const mall of malls) {
      const card = cardOf(mall.name);
      expect(card).toHaveAttribute('href', `/shopping-malls/${mall.id}`);
      const inCard = within(card);
      expect(inCard.getByRole('img', { name: mall.name })).toHaveAttribute('src', mall.image);
      // The locality links to its page from the card's footer, beside (not inside) the card's own link.
      expect(within(card.closest('[data-listing-card]') as HTMLElement).getByRole('link', { name: mall.locality })).toHaveAttribute('href', localityPath('Mumbai', mall.locality));
      expect(inCard.getByText(formatRating(mall.rating ?? 4.5), { exact: false })).toBeInTheDocument();
      expect(inCard.getByText(`Stores: ${mall.stores ?? 'Multiple'}`)).toBeInTheDocument();
      expect(inCard.getByText(`Size: ${formatMallSize(mall.size)}`)).toBeInTheDocument();
      for (const feature of mall.features.slice(0, 3)) expect(inCard.getByText(feature)).toBeInTheDocument();
      for (const feature of mall.features.slice(3)) expect(inCard.queryByText(feature)).not.toBeInTheDocument();
      if (mall.features.length > 3) expect(inCard.getByText(`+${mall.features.length - 3} more`)).toBeInTheDocument();
    }
    const palladium = within(cardOf('Phoenix Palladium'));
    expect(palladium.getByText('+2 more')).toBeInTheDocument();
    expect(palladium.getByText('Size: 900K sq.ft')).toBeInTheDocument();
    expect(cardOf('Phoenix Palladium')).toHaveAttribute('href', '/shopping-malls/3001');
  });

  it("shows rating 4.5 when a mall has none", async () => {
    renderWithProviders(<ShoppingMallListing city="Pune" />);
    const westend = within(await screen.findByRole('heading', { name: 'Westend Mall Aundh' }).then((heading) => heading.closest('a') as HTMLElement));
    expect(testData().shoppingMalls('Pune').find((mall) => mall.name === 'Westend Mall Aundh')?.rating).toBeNull();
    expect(westend.getByText('4.5/5', { exact: false })).toBeInTheDocument();
    expect(westend.getByText('+1 more')).toBeInTheDocument();
  });

  it("shows 'Multiple' when a mall's store count is unknown", async () => {
    renderWithProviders(<ShoppingMallListing city="Bengaluru" />);
    await screen.findByRole('heading', { name: 'Phoenix Mall of Asia' });
    expect(within(cardOf('Phoenix Mall of Asia')).getByText('Stores: Multiple')).toBeInTheDocument();
  });

  it('has its own city selector with the shared city list, starting at the passed city', async () => {
    const operations = recordOperations();
    renderWithProviders(<ShoppingMallListing city="Pune" />);
    await screen.findByRole('heading', { name: 'Westend Mall Aundh' });
    const select = screen.getByRole('combobox', { name: 'Mall city' });
    expect(select.closest('.ant-select')).toHaveTextContent('Pune');
    fireEvent.mouseDown(select);
    for (const city of CITIES) expect((await screen.findAllByTitle(city)).length).toBeGreaterThan(0);

    await chooseOption('Mall city', 'Bengaluru');
    expect(await screen.findByRole('heading', { name: 'Orion Mall' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopping Malls in Bengaluru' })).toBeInTheDocument();
    expect(operations.map((operation) => operation.variables.city)).toEqual(['Pune', 'Bengaluru']);
  });

  it('follows a new city passed in', async () => {
    function Host() {
      const [city, setCity] = useState('Mumbai');
      return (
        <>
          <button type="button" onClick={() => setCity('Pune')}>
            Dashboard city Pune
          </button>
          <ShoppingMallListing city={city} />
        </>
      );
    }
    renderWithProviders(<Host />);
    await screen.findByRole('heading', { name: 'Phoenix Palladium' });
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard city Pune' }));
    expect(await screen.findByRole('heading', { name: 'Westend Mall Aundh' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Mall city' }).closest('.ant-select')).toHaveTextContent('Pune'));
    expect(screen.queryByRole('heading', { name: 'Phoenix Palladium' })).not.toBeInTheDocument();
  });
});

describe('TheaterListing', () => {
  it('shows skeleton cards while loading', () => {
    neverAnswer('TheaterListing');
    renderWithProviders(<TheaterListing city="Mumbai" />);
    expectSkeleton('Loading movie theaters');
  });

  it('shows the spec message alone on error (an "other message" of spec section 8: no support hint)', async () => {
    failWithServerError('TheaterListing');
    renderWithProviders(<TheaterListing city="Mumbai" />);
    await expectErrorMessage('Failed to load theaters data.', { supportHint: false });
  });

  it("shows theater cards linking to /theaters/{id} with 3 amenities, '+N more', screens and a premium badge", async () => {
    const theaters = testData().theaters('Mumbai');
    renderWithProviders(<TheaterListing city="Mumbai" />);
    await screen.findByRole('heading', { name: theaters[0].name });
    for (const theater of theaters) {
      const card = cardOf(theater.name);
      expect(card).toHaveAttribute('href', `/theaters/${theater.id}`);
      const inCard = within(card);
      expect(inCard.getByText(`Screens: ${theater.screens ?? 'Multiple'}`)).toBeInTheDocument();
      for (const amenity of theater.amenities.slice(0, 3)) expect(inCard.getByText(amenity)).toBeInTheDocument();
      if (theater.amenities.length > 3) expect(inCard.getByText(`+${theater.amenities.length - 3} more`)).toBeInTheDocument();
      if (theater.isPremium) expect(inCard.getByText('Premium')).toBeInTheDocument();
      else expect(inCard.queryByText('Premium')).not.toBeInTheDocument();
    }
    // Regal Cinema has no rating: the default 4.5 is shown.
    expect(within(cardOf('Regal Cinema')).getByText('4.5/5', { exact: false })).toBeInTheDocument();
    expect(within(cardOf('PVR ICON Phoenix Palladium')).getByText('+2 more')).toBeInTheDocument();
    expect(cardOf('Regal Cinema')).toHaveAttribute('href', '/theaters/4002');
  });

  it("shows 'Multiple' when the screen count is unknown", async () => {
    renderWithProviders(<TheaterListing city="Pune" />);
    await screen.findByRole('heading', { name: 'City Pride Kothrud' });
    expect(within(cardOf('City Pride Kothrud')).getByText('Screens: Multiple')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Theater city' })).toBeInTheDocument();
  });
});

describe('DeveloperListing', () => {
  it('shows skeleton cards while loading', () => {
    neverAnswer('DeveloperListing');
    renderWithProviders(<DeveloperListing city="Mumbai" />);
    expectSkeleton('Loading property developers');
  });

  it('shows the spec message alone on error (an "other message" of spec section 8: no support hint)', async () => {
    failWithServerError('DeveloperListing');
    renderWithProviders(<DeveloperListing city="Mumbai" />);
    await expectErrorMessage('Failed to load property developers data.', { supportHint: false });
  });

  it("shows developer cards linking to /property-developers/{id}: logo, rating, founded, projects and 2 specialties plus '+N more'", async () => {
    const developers = testData().propertyDevelopers('Bengaluru');
    renderWithProviders(<DeveloperListing city="Bengaluru" />);
    await screen.findByRole('heading', { name: developers[0].name });
    for (const developer of developers) {
      const card = cardOf(developer.name);
      expect(card).toHaveAttribute('href', `/property-developers/${developer.id}`);
      const inCard = within(card);
      expect(inCard.getByRole('img', { name: `${developer.name} logo` })).toHaveAttribute('src', developer.logo);
      expect(inCard.getByText(formatRating(developer.rating ?? 4.5), { exact: false })).toBeInTheDocument();
      expect(inCard.getByText(`Founded ${developer.foundedYear}`)).toBeInTheDocument();
      expect(inCard.getByText(`${developer.projectsCompleted} projects completed · ${developer.ongoingProjects} ongoing`)).toBeInTheDocument();
      for (const specialty of developer.specialty.slice(0, 2)) expect(inCard.getByText(specialty)).toBeInTheDocument();
      for (const specialty of developer.specialty.slice(2)) expect(inCard.queryByText(specialty)).not.toBeInTheDocument();
      expect(inCard.getByText(`+${developer.specialty.length - 2} more`)).toBeInTheDocument();
    }
    expect(within(cardOf('Prestige')).getByText('+2 more')).toBeInTheDocument();
    expect(within(cardOf('Prestige')).getByText('48 projects completed · 16 ongoing')).toBeInTheDocument();
  });

  it("shows the rating computed from the delivery record and no '+N more' for 2 specialties", async () => {
    renderWithProviders(<DeveloperListing city="Pune" />);
    await screen.findByRole('heading', { name: 'Lodha' });
    const lodha = within(cardOf('Lodha'));
    expect(lodha.getByText(formatRating(testData().propertyDeveloper('5013')!.rating), { exact: false })).toBeInTheDocument();
    expect(lodha.queryByText(/more$/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Developer city' })).toBeInTheDocument();
  });
});
