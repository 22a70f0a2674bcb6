import { describe, expect, it } from 'vitest';
import type { CityLocality } from '../../../web/src/features/price-check/cityLocalitiesCsv';
import { LOCALITY_COLUMNS, sortLocalities } from '../../../web/src/features/price-check/LocalitiesTable';

const row = (name: string, gapPercent: number | null) => ({ id: name, name, priceCheck: { gapPercent } }) as unknown as CityLocality;
const rows = [row('Baner', 4.6), row('Aundh', null), row('Wakad', 6.9), row('Kharadi', 4.6)];
const column = (key: string) => LOCALITY_COLUMNS.find((candidate) => candidate.key === key)!;
const names = (sorted: CityLocality[]) => sorted.map((locality) => locality.name);

describe('sorting the city page’s localities', () => {
  it('sorts a figure both ways, a locality without it last either way, ties in the city’s order', () => {
    expect(names(sortLocalities(rows, column('gap'), 'ascending'))).toEqual(['Baner', 'Kharadi', 'Wakad', 'Aundh']);
    expect(names(sortLocalities(rows, column('gap'), 'descending'))).toEqual(['Wakad', 'Baner', 'Kharadi', 'Aundh']);
  });

  it('sorts names alphabetically', () => {
    expect(names(sortLocalities(rows, column('name'), 'ascending'))).toEqual(['Aundh', 'Baner', 'Kharadi', 'Wakad']);
    expect(names(sortLocalities(rows, column('name'), 'descending'))).toEqual(['Wakad', 'Kharadi', 'Baner', 'Aundh']);
  });
});
