import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AmenityCards } from '../../../web/src/features/amenities/AmenityCards';

describe('AmenityCards', () => {
  it('shows the three cards and reports the matching tab on click', () => {
    const onSelect = vi.fn();
    render(<AmenityCards onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /^Shopping Malls/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Movie Theaters/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Property Developers/ }));
    expect(onSelect.mock.calls).toEqual([['shopping-malls'], ['theaters'], ['property-developers']]);
  });

  it('names each card by its whole text, title first, so the visible label is in the name', () => {
    render(<AmenityCards onSelect={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Shopping MallsMalls near residential areas, with stores, size and features.',
      'Movie TheatersCinemas with screens, premium formats and amenities.',
      'Property DevelopersBuilders active in the city, their ratings and projects.',
    ]);
    expect(screen.getByRole('button', { name: 'Movie Theaters Cinemas with screens, premium formats and amenities.' })).not.toHaveAttribute('aria-label');
  });

  it('can be chosen with the keyboard', () => {
    const onSelect = vi.fn();
    render(<AmenityCards onSelect={onSelect} />);
    fireEvent.keyDown(screen.getByRole('button', { name: /^Movie Theaters/ }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: /^Property Developers/ }), { key: ' ' });
    fireEvent.keyDown(screen.getByRole('button', { name: /^Shopping Malls/ }), { key: 'a' });
    expect(onSelect.mock.calls).toEqual([['theaters'], ['property-developers']]);
  });
});
