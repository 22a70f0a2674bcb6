import { describe, expect, it } from 'vitest';
import { filterProperties, propertyLocality } from '../../server/src/data/properties/propertyFilters.js';
import type { PropertyRecord } from '../../server/src/data/models.js';
import { readFixture } from './support/fixtureFiles.js';

// The listing filters, table-driven over the real fixtures (the oracle filters the JSON by hand).

const all = readFixture('properties.json') as unknown as PropertyRecord[];
const pune = all.filter((property) => property.city === 'Pune');
const ids = (list: PropertyRecord[]) => list.map((property) => property.id);

describe('filters', () => {
  it.each([
    ['no filter keeps the list and its order', {}, ids(pune)],
    ['2 bedrooms under ₹1 Cr (the Hinjewadi flat and Wakad)', { bedrooms: 2, maxPrice: 1 }, ['405', '406']],
    ['locality, any case', { locality: 'hinjewadi' }, ['405']],
    ['locality with spaces around it', { locality: '  Baner ' }, ['401', '408']],
    ['budget bounds are inclusive', { minPrice: 0.68, maxPrice: 1.19 }, ['403', '405', '406']],
    ['budget as query-string text', { minPrice: '3', maxPrice: '' }, ['402', '408']],
    ['type, any case', { type: 'penthouse' }, ['408']],
    ['ready to move: no completion date', { status: 'ready' }, ['401', '402', '403', '406']],
    ['under construction', { status: 'Under-Construction' }, ['404', '405', '407', '408']],
    ['an unknown locality matches nothing', { locality: 'Atlantis' }, []],
    ['everything together', { bedrooms: '2', type: 'Apartment', status: 'ready', maxPrice: 1 }, ['406']],
  ])('%s', (_, filters, expected) => {
    expect(ids(filterProperties(pune, filters))).toEqual(expected);
  });
});

describe('sort', () => {
  const sorted = (key: 'price' | 'pricePerSqFt' | 'area', direction: 1 | -1) => ids([...pune].sort((a, b) => direction * (a[key] - b[key])));
  it.each([
    ['price-asc', sorted('price', 1)],
    ['price-desc', sorted('price', -1)],
    ['price-per-sqft-asc', sorted('pricePerSqFt', 1)],
    ['price-per-sqft-desc', sorted('pricePerSqFt', -1)],
    ['area-asc', sorted('area', 1)],
    ['AREA-DESC', sorted('area', -1)],
    ['newest', ['408', '407', '406', '405', '404', '403', '402', '401']],
  ])('%s', (sort, expected) => {
    expect(ids(filterProperties(pune, { sort }))).toEqual(expected);
  });

  it('does not reorder the list it was given', () => {
    filterProperties(pune, { sort: 'price-desc' });
    expect(ids(pune)).toEqual(['401', '402', '403', '404', '405', '406', '407', '408']);
  });
});

describe('bad input names the field', () => {
  it.each([
    [{ minPrice: -1 }, '"minPrice" must be a number of 0 or more; got "-1".'],
    [{ maxPrice: '-0.5' }, '"maxPrice" must be a number of 0 or more; got "-0.5".'],
    [{ maxPrice: 'cheap' }, '"maxPrice" must be a number of 0 or more; got "cheap".'],
    [{ minPrice: 2, maxPrice: 1 }, '"minPrice" (2) must not be above "maxPrice" (1).'],
    [{ bedrooms: 2.5 }, '"bedrooms" must be a whole number of 0 or more; got "2.5".'],
    [{ bedrooms: 'two' }, '"bedrooms" must be a whole number of 0 or more; got "two".'],
    [{ type: 'Castle' }, 'Unknown type "Castle". Use one of Apartment, Villa, Builder Floor, Plot, Penthouse.'],
    [{ status: 'soon' }, 'Unknown status "soon". Use one of ready, under-construction.'],
    [{ sort: 'cheapest' }, 'Unknown sort "cheapest". Use one of price-asc, price-desc, price-per-sqft-asc, price-per-sqft-desc, area-asc, area-desc, newest.'],
  ])('%j', (filters, message) => {
    expect(() => filterProperties(pune, filters)).toThrowError(expect.objectContaining({ code: 'BAD_USER_INPUT', message }));
  });
});

it.each([
  [{ location: 'Baner, Pune', city: 'Pune' }, 'Baner'],
  [{ location: 'Golf Course Extension Road, Delhi NCR', city: 'Delhi NCR' }, 'Golf Course Extension Road'],
  [{ location: 'Marathahalli–ORR, Bengaluru', city: 'Bengaluru' }, 'Marathahalli–ORR'],
])('the locality of %j is %j', (property, locality) => {
  expect(propertyLocality(property)).toBe(locality);
});
