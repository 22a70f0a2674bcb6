import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AmenityCards } from '../../../web/src/features/amenities/AmenityCards';
import { renderWithProviders } from '../render';

// The cards are links to the city's dashboard on the matching tab (issue 13: they work
// without JavaScript); before, they were buttons reporting the tab to the dashboard.
describe('AmenityCards', () => {
  it('links each card to the city’s dashboard on the matching tab', () => {
    renderWithProviders(<AmenityCards city="Pune" />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard?city=Pune&amenityTab=shopping-malls',
      '/dashboard?city=Pune&amenityTab=theaters',
      '/dashboard?city=Pune&amenityTab=property-developers',
    ]);
  });

  it('names each card by its whole text, title first, so the visible label is in the name', () => {
    renderWithProviders(<AmenityCards city="Pune" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Shopping MallsMalls near residential areas, with stores, size and features.',
      'Movie TheatersCinemas with screens, premium formats and amenities.',
      'Property DevelopersBuilders active in the city, their ratings and projects.',
    ]);
    expect(screen.getByRole('link', { name: 'Movie Theaters Cinemas with screens, premium formats and amenities.' })).not.toHaveAttribute('aria-label');
  });

  it('navigates inside the app on a click', async () => {
    const { router } = renderWithProviders(<AmenityCards city="Kochi" />, { route: '/dashboard?city=Kochi&amenityTab=amenities', path: '/dashboard' });
    await userEvent.click(screen.getByRole('link', { name: /^Property Developers/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard?city=Kochi&amenityTab=property-developers');
  });
});
