import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAsOfDate } from '../../../web/src/shared/dates';
import { SourceNote } from '../../../web/src/shared/ui/SourceNote';
import { TagsWithMore } from '../../../web/src/shared/ui/TagsWithMore';
import { Thumbnail } from '../../../web/src/shared/ui/Thumbnail';

describe('TagsWithMore', () => {
  it.each([
    [[], 3, [], null],
    [['a', 'b', 'c'], 3, ['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd'], 3, ['a', 'b', 'c'], '+1 more'],
    [['a', 'b', 'c', 'd', 'e'], 3, ['a', 'b', 'c'], '+2 more'],
    [['a', 'b', 'c'], 2, ['a', 'b'], '+1 more'],
  ])('%j with max %i shows %j and %s', (items, max, shown, more) => {
    const { container } = render(<TagsWithMore items={items} max={max} />);
    const tags = [...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    expect(tags).toEqual(more ? [...shown, more] : shown);
  });
});

describe('SourceNote', () => {
  it.each([
    ['2025-09-30', '30 Sep 2025'],
    ['2024-01-01', '1 Jan 2024'],
    ['2025-12-15', '15 Dec 2025'],
    ['not a date', 'not a date'],
  ])('formats %s as %s', (iso, shown) => expect(formatAsOfDate(iso)).toBe(shown));

  it('names the source, the as-of date and that the data is a sample', () => {
    render(<SourceNote source={{ name: 'Anarock Q3 2025 (via Hindustan Times)', asOf: '2025-09-30' }} />);
    expect(screen.getByText('Source: Anarock Q3 2025 (via Hindustan Times), as of 30 Sep 2025 · sample data')).toBeInTheDocument();
  });
});

describe('Thumbnail', () => {
  it('shows the image when there is one and a same-size placeholder otherwise', () => {
    render(
      <>
        <Thumbnail src="/images/localities/pune-baner.svg" alt="Baner" />
        <Thumbnail src={null} alt="Hinjewadi" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Baner' })).toHaveAttribute('src', '/images/localities/pune-baner.svg');
    expect(screen.getByRole('img', { name: 'Hinjewadi: no image' })).toHaveStyle({ width: '64px', height: '48px' });
  });
});
