import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AmenityCards } from '../../../web/src/features/amenities/AmenityCards';

describe('AmenityCards', () => {
  it('shows the three cards and reports the matching tab on click', () => {
    const onSelect = vi.fn();
    render(<AmenityCards onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shopping Malls' }));
    fireEvent.click(screen.getByRole('button', { name: 'Movie Theaters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Property Developers' }));
    expect(onSelect.mock.calls).toEqual([['shopping-malls'], ['theaters'], ['property-developers']]);
  });

  it('can be chosen with the keyboard', () => {
    const onSelect = vi.fn();
    render(<AmenityCards onSelect={onSelect} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Movie Theaters' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Property Developers' }), { key: ' ' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Shopping Malls' }), { key: 'a' });
    expect(onSelect.mock.calls).toEqual([['theaters'], ['property-developers']]);
  });
});
