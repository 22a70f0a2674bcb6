import { describe, expect, it } from 'vitest';
import { appPaths } from '../../server/src/data/appPaths.js';
import { localitySlug as slugify } from '../../server/src/data/localities/slug.js';
import { DataStore } from '../../server/src/data/DataStore.js';
import { typedWordMatches, withinOneTypo } from '../../server/src/data/search/searchText.js';

// The search index through the data layer, table-driven: case, accents, prefixes, the
// typo rule, ranking, kinds, paths and limits.

const data = DataStore.fromFixtureDir();
const titles = (query: string, limit = 20) => data.search(query, limit).map((hit) => `${hit.kind} ${hit.title}`);

describe('matching', () => {
  it.each([
    ['pune', 'CITY Pune'],
    ['PUNE', 'CITY Pune'],
    ['  pUnE ', 'CITY Pune'],
    ['delhi ncr', 'CITY Delhi NCR'],
    ['Delhi   NCR', 'CITY Delhi NCR'],
    ['baner', 'LOCALITY Baner'],
    ['Bäner', 'LOCALITY Baner'], // accents are folded
    ['hinj', 'LOCALITY Hinjewadi'], // prefix while typing
    ['Whitefeild', 'LOCALITY Whitefield'], // two letters swapped: one typo
    ['whitfield', 'LOCALITY Whitefield'], // one letter missing
    ['Hinjevadi', 'LOCALITY Hinjewadi'], // one letter wrong
    ['lodha', 'DEVELOPER Lodha'],
    ['worli sea', 'PROPERTY Worli Sea Crest Residences'],
    ['palladium', 'MALL Phoenix Palladium'],
    ['maratha', 'THEATER Maratha Mandir'],
    ['marathahalli orr', 'LOCALITY Marathahalli–ORR'],
  ])('%j finds %s first', (query, first) => {
    expect(titles(query)[0]).toBe(first);
  });

  it.each([
    ['xyzzy'], // nothing is called that
    ['puna'], // under 5 letters: no typo forgiven ("pune" would need one)
    ['Whitefeidl'], // two typos
    ['baner kochi'], // every word must match: Baner is not in Kochi
  ])('%j finds nothing', (query) => {
    expect(titles(query)).toEqual([]);
  });

  it('offers Hinjewadi and its project for "hinj"', () => {
    expect(titles('hinj')).toEqual(['LOCALITY Hinjewadi', 'PROPERTY Hinjewadi Tech Meadows']);
  });

  it('finds a locality’s projects through their place, after the locality itself', () => {
    expect(titles('baner')).toEqual(['LOCALITY Baner', 'PROPERTY Baner Hillcrest Residences', 'PROPERTY Baner Skydeck Penthouse']);
    expect(titles('kakkanad')).toEqual(expect.arrayContaining(['PROPERTY Infopark Gateway Residences', 'PROPERTY Kakkanad Green Villas']));
  });

  it('finds both Lodha developers (Mumbai and Pune)', () => {
    expect(data.search('lodha', 8)).toEqual([
      { kind: 'DEVELOPER', title: 'Lodha', subtitle: 'Developer in Mumbai', city: 'Mumbai', path: '/property-developers/5001' },
      { kind: 'DEVELOPER', title: 'Lodha', subtitle: 'Developer in Pune', city: 'Pune', path: '/property-developers/5013' },
    ]);
  });
});

describe('ranking', () => {
  it.each(['Mumbai', 'Bengaluru', 'Delhi NCR', 'Pune', 'Hyderabad', 'Chennai', 'Kochi'])('the exact city %s outranks everything named after it', (city) => {
    const hits = data.search(city.toUpperCase(), 20);
    expect(hits[0]).toEqual({ kind: 'CITY', title: city, subtitle: 'City', city, path: `/dashboard?${new URLSearchParams({ city })}` });
    expect(hits.filter((hit) => hit.kind === 'CITY')).toHaveLength(1);
    expect(hits.length).toBeGreaterThan(1); // and the city's places follow
  });

  it('puts a record named exactly as typed before records that only contain the word', () => {
    expect(titles('Dwarka')[0]).toBe('LOCALITY Dwarka');
    expect(titles('Golf Course Road')[0]).toBe('LOCALITY Golf Course Road');
  });
});

describe('hits', () => {
  it.each([
    ['Hinjewadi', { kind: 'LOCALITY', title: 'Hinjewadi', subtitle: 'Locality in Pune', city: 'Pune', path: '/localities/pune/hinjewadi' }],
    ['Golf Course Road', { kind: 'LOCALITY', title: 'Golf Course Road', subtitle: 'Locality in Delhi NCR', city: 'Delhi NCR', path: '/localities/delhi-ncr/golf-course-road' }],
    ['Hinjewadi Tech', { kind: 'PROPERTY', title: 'Hinjewadi Tech Meadows', subtitle: 'Project in Hinjewadi, Pune', city: 'Pune', path: '/property/405' }],
    ['Phoenix Palladium', { kind: 'MALL', title: 'Phoenix Palladium', subtitle: 'Shopping mall in Lower Parel, Mumbai', city: 'Mumbai', path: '/shopping-malls/3001' }],
    ['Regal Cinema', { kind: 'THEATER', title: 'Regal Cinema', subtitle: 'Theater in Colaba, Mumbai', city: 'Mumbai', path: '/theaters/4002' }],
  ])('%j gives its page', (query, hit) => {
    expect(data.search(query, 1)).toEqual([hit]);
  });

  it('lists each locality once per city, from every fixture that names one', () => {
    const localities = data.search('Edappally', 20).filter((hit) => hit.kind === 'LOCALITY');
    expect(localities).toEqual([{ kind: 'LOCALITY', title: 'Edappally', subtitle: 'Locality in Kochi', city: 'Kochi', path: '/localities/kochi/edappally' }]);
    expect(titles('lower parel')).toContain('LOCALITY Lower Parel'); // only a mall's locality
  });

  it.each([1, 8, 20])('returns at most the limit (%i)', (limit) => {
    expect(data.search('a', limit).length).toBeLessThanOrEqual(limit);
    expect(data.search('mumbai', limit)).toHaveLength(limit);
  });
});

describe('validation', () => {
  it.each([
    ['', 8, '"query" must not be blank.'],
    ['   ', 8, '"query" must not be blank.'],
    ['x'.repeat(101), 8, '"query" must be at most 100 characters; got 101.'],
    ['pune', 0, '"limit" must be a whole number from 1 to 20; got "0".'],
    ['pune', 21, '"limit" must be a whole number from 1 to 20; got "21".'],
    ['pune', 2.5, '"limit" must be a whole number from 1 to 20; got "2.5".'],
    ['pune', 'ten', '"limit" must be a whole number from 1 to 20; got "ten".'],
  ])('%j with limit %j is bad input', (query, limit, message) => {
    expect(() => data.search(query, limit)).toThrowError(expect.objectContaining({ code: 'BAD_USER_INPUT', message }));
  });

  it('accepts 100 characters and the bounds of the limit', () => {
    expect(data.search('x'.repeat(100), 1)).toEqual([]);
    expect(data.search('pune', '20')).toHaveLength(20);
  });
});

describe('text rules', () => {
  it.each([
    ['whitefeild', 'whitefield', true],
    ['whitfield', 'whitefield', true],
    ['whitefieldd', 'whitefield', true],
    ['whiteffeld', 'whitefield', true],
    ['whitefeidl', 'whitefield', false],
    ['wihtefeild', 'whitefield', false],
  ])('withinOneTypo(%j, %j) is %s', (typed, word, expected) => {
    expect(withinOneTypo(typed, word)).toBe(expected);
  });

  it.each([
    ['hinj', 'hinjewadi', true],
    ['hinjw', 'hinjewadi', false],
    ['puna', 'pune', false], // 4 letters: no typo
    ['banar', 'baner', true], // 5 letters: one typo
  ])('typedWordMatches(%j, %j) is %s', (typed, word, expected) => {
    expect(typedWordMatches(typed, word)).toBe(expected);
  });

  it.each([
    ['Delhi NCR', 'delhi-ncr'],
    ['Marathahalli–ORR', 'marathahalli-orr'],
    ['Golf Course Road', 'golf-course-road'],
    ['Shenoy’s', 'shenoy-s'],
    ['Café Nagar', 'cafe-nagar'],
  ])('slugify(%j) is %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(appPaths.locality('Delhi NCR', name)).toBe(`/localities/delhi-ncr/${slug}`);
  });
});
