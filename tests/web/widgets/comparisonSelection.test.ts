import { describe, expect, it } from 'vitest';
import {
  MAX_COMPARED,
  MIN_COMPARED,
  addBlockedReason,
  chosenPropertyIds,
  matchesPropertySearch,
  removeBlockedReason,
} from '../../../web/src/features/property-comparison/comparisonSelection';

// The comparison's selection rules, one row per case.

const PUNE = ['401', '402', '403', '404', '405', '406', '407', '408'];

describe('chosenPropertyIds: the address, checked against the city, topped up to 3', () => {
  const rows: [string, string | null, string[]][] = [
    ['no parameter: the first 3', null, ['401', '402', '403']],
    ['empty', '', ['401', '402', '403']],
    ['a shared order is kept', '408,402,405', ['408', '402', '405']],
    ['four', '401,402,403,404', ['401', '402', '403', '404']],
    ['at most 5', '401,402,403,404,405,406,407', ['401', '402', '403', '404', '405']],
    ['repeats dropped', '402,402,403', ['402', '403', '401']],
    ['other cities and unknown ids dropped, then topped up', '101,999,abc,405', ['405', '401', '402']],
    ['spaces tolerated', ' 404 , 405 ,406', ['404', '405', '406']],
    ['one id topped up from the start of the list', '401', ['401', '402', '403']],
  ];
  it.each(rows)('%s', (_, param, expected) => expect(chosenPropertyIds(param, PUNE)).toEqual(expected));

  it('a city with exactly 3 properties shows those 3', () => {
    expect(chosenPropertyIds('3', ['1', '2', '3'])).toEqual(['3', '1', '2']);
  });
});

describe('limits', () => {
  it('are 3 and 5', () => {
    expect([MIN_COMPARED, MAX_COMPARED]).toEqual([3, 5]);
  });
  it.each([
    [3, 'At least 3 properties are compared'],
    [4, null],
    [5, null],
  ])('removing with %i shown: %s', (shown, reason) => expect(removeBlockedReason(shown)).toBe(reason));
  it.each([
    [3, 5, null],
    [4, 4, null],
    [5, 3, 'Up to 5 properties can be compared; remove one first'],
    [3, 0, 'Every Kochi property is already compared'],
  ])('adding with %i shown and %i others: %s', (shown, available, reason) => expect(addBlockedReason(shown, available, 'Kochi')).toBe(reason));
});

describe('picker search: name or locality, case-insensitive', () => {
  const property = { name: 'Baner Skydeck Penthouse', location: 'Baner, Pune' };
  it.each([
    ['', true],
    ['skydeck', true],
    ['BANER', true],
    [' pune ', true],
    ['kharadi', false],
  ])('"%s": %s', (search, expected) => expect(matchesPropertySearch(property, search)).toBe(expected));
});
