import { describe, expect, it } from 'vitest';
import { FIGURE_COLUMNS, NAME_COLUMN, type CityLocality } from '../../../web/src/features/locality-pages/cityLocalitiesCsv';
import { sortLocalities } from '../../../web/src/features/locality-pages/LocalitiesTable';

const row = (name: string, gapPercent: number | null) => ({ id: name, name, priceCheck: { gapPercent } }) as unknown as CityLocality;
const rows = [row('Baner', 4.6), row('Aundh', null), row('Wakad', 6.9), row('Kharadi', 4.6)];
const valueOf = (key: string) => [NAME_COLUMN, ...FIGURE_COLUMNS].find((column) => column.key === key)!.value;
const names = (sorted: CityLocality[]) => sorted.map((locality) => locality.name);

describe('sorting the city page’s localities', () => {
  it('sorts a figure both ways, a locality without it last either way, ties in the city’s order', () => {
    expect(names(sortLocalities(rows, valueOf('gap'), 'ascending'))).toEqual(['Baner', 'Kharadi', 'Wakad', 'Aundh']);
    expect(names(sortLocalities(rows, valueOf('gap'), 'descending'))).toEqual(['Wakad', 'Baner', 'Kharadi', 'Aundh']);
  });

  it('sorts names alphabetically', () => {
    expect(names(sortLocalities(rows, valueOf('name'), 'ascending'))).toEqual(['Aundh', 'Baner', 'Kharadi', 'Wakad']);
    expect(names(sortLocalities(rows, valueOf('name'), 'descending'))).toEqual(['Wakad', 'Kharadi', 'Baner', 'Aundh']);
  });
});
