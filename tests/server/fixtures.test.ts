import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixtures, loadFixturesAsync } from '../../server/src/data/loadFixtures.js';
import { brokenCopy, fixtureFailure, removeBrokenCopies } from './support/brokenFixtures.js';
import { CITIES, readFixture } from './support/fixtureFiles.js';
import { FIXTURE_FILES } from '../../server/src/data/fixtureFiles.js';

// Start-up validation: a broken fixture stops the server with a message naming
// the file and field. Each case breaks a copy of the real fixtures one way.

afterEach(removeBrokenCopies);

describe('fixture validation', () => {
  it('accepts the real fixtures', () => {
    expect(() => loadFixtures()).not.toThrow();
  });

  it('loads the same way for a reload (loadFixturesAsync), giving way to other work between its steps', async () => {
    // Event-loop turns while it loads: the synchronous load allows none.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const loaded = await loadFixturesAsync();
    counting = false;
    expect(loaded).toEqual(loadFixtures());
    // One turn at least per record file checked (FIXTURE_FILES).
    expect(turns).toBeGreaterThanOrEqual(FIXTURE_FILES.length);
    const dir = brokenCopy('properties.json', (records) => (records[2].price = 'two crore'));
    await expect(loadFixturesAsync(dir)).rejects.toThrow(fixtureFailure(dir));
  });

  it.each([
    ['a wrong scalar', 'properties.json', (r: Record<string, unknown>[]) => (r[2].price = 'two crore'), 'properties.json[2].price: expected Float!, got string "two crore"'],
    ['a missing non-null field', 'market-data.json', (r: Record<string, unknown>[]) => delete r[0].avgPrice, 'market-data.json[0].avgPrice: expected Int!, got nothing'],
    ['a missing nullable field', 'shopping-malls.json', (r: Record<string, unknown>[]) => delete r[1].stores, 'shopping-malls.json[1].stores: missing (use null for a missing Int)'],
    ['a field the schema does not know', 'theaters.json', (r: Record<string, unknown>[]) => (r[0].screenz = 4), 'theaters.json[0].screenz: not a field of Theater in the schema'],
    ['a nested object field', 'market-data.json', (r: Record<string, unknown>[]) => ((r[3].source as Record<string, unknown>).asOf = 2025), 'market-data.json[3].source.asOf: expected String!, got number 2025'],
    ['a list item', 'locality-insights.json', (r: Record<string, unknown>[]) => ((r[0].amenities as unknown[])[1] = null), 'locality-insights.json[0].amenities[1]: expected String!, got null'],
    ['a computed field', 'top-gainers.json', (r: Record<string, unknown>[]) => (r[0].priceAppreciation = 12), 'top-gainers.json[0].priceAppreciation: computed by the server, must not be in the fixture'],
    ['an unknown city', 'properties.json', (r: Record<string, unknown>[]) => (r[0].city = 'Atlantis'), 'properties.json[0].city: "Atlantis" is not in cities.json'],
    ['a duplicate id', 'theaters.json', (r: Record<string, unknown>[]) => (r[1].id = r[0].id), `theaters.json[1].id: "${readFixture('theaters.json')[0].id}" is used twice`],
    ['a non-numeric id', 'properties.json', (r: Record<string, unknown>[]) => (r[0].id = 'p-1'), 'properties.json[0].id: "p-1" must be a positive whole number'],
    ['a rating above 5', 'shopping-malls.json', (r: Record<string, unknown>[]) => (r[0].rating = 7), 'shopping-malls.json[0].rating: 7 is outside 0 to 5'],
    ['an external image', 'news.json', (r: Record<string, unknown>[]) => (r[0].image = 'https://example.com/a.jpg'), 'news.json[0].image: "https://example.com/a.jpg" must be a local path under /images/'],
    ['a publication date that is not an ISO date-time', 'news.json', (r: Record<string, unknown>[]) => (r[2].publishedAt = '23 Nov 2026'), 'news.json[2].publishedAt: "23 Nov 2026" must be an ISO 8601 date-time in UTC'],
    ['an impossible date', 'news.json', (r: Record<string, unknown>[]) => (r[2].publishedAt = '2026-02-30T10:00:00Z'), 'news.json[2].publishedAt: "2026-02-30T10:00:00Z" must be an ISO 8601'],
    ['articles out of date order', 'news.json', (r: Record<string, unknown>[]) => (r[5].publishedAt = '2026-11-23T19:00:00Z'), 'news.json[5].publishedAt: articles must run newest first'],
    ['a stored timeAgo (computed from publishedAt)', 'news.json', (r: Record<string, unknown>[]) => (r[0].timeAgo = '1 hour ago'), 'news.json[0].timeAgo: computed by the server, must not be in the fixture'],
    ['a month that is not an abbreviation', 'price-trends.json', (r: Record<string, unknown>[]) => (r[0].month = 'January'), 'price-trends.json[0].month: "January" is not one of Jan'],
    ['shares that do not add up', 'property-type-shares.json', (r: Record<string, unknown>[]) => (r[0].percent = 90), 'property-type-shares.json: the shares of Mumbai add up to'],
    ['a second market-data record for a city', 'market-data.json', (r: Record<string, unknown>[]) => r.push({ ...r[0] }), 'market-data.json: Mumbai must have exactly one record, found 2'],
    ['drivers without scores', 'market-analysis.json', (r: Record<string, unknown>[]) => (r[0].driverScores as unknown[]).pop(), 'market-analysis.json[0].driverScores: must have one score per driver'],
  ])('rejects %s, naming the file and field', (_, file, edit, message) => {
    expect(fixtureFailure(brokenCopy(file, edit))).toContain(message);
  });

  it('rejects a file that is not JSON', () => {
    const dir = brokenCopy('news.json', () => {});
    writeFileSync(path.join(dir, 'news.json'), '[{"id": "1",');
    expect(fixtureFailure(dir)).toMatch(/news\.json: not valid JSON/);
  });
});

describe('the sample data is consistent', () => {
  it('every image the data names is a local file the app serves', () => {
    const paths = new Set<string>();
    for (const file of ['properties.json', 'news.json', 'shopping-malls.json', 'theaters.json', 'property-developers.json', 'top-gainers.json', 'transaction-prices.json']) {
      for (const record of readFixture(file)) {
        for (const key of ['image', 'imageUrl', 'logo', 'images']) {
          const value = record[key];
          for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') paths.add(item);
        }
      }
    }
    expect(paths.size).toBeGreaterThan(100);
    const missing = [...paths].filter((image) => !existsSync(path.join('web/public', image)));
    expect(missing).toEqual([]);
  });

  it.each(CITIES)("%s: the price trend ends at the city's average price, 24 months or more", (city) => {
    const trend = readFixture('price-trends.json').filter((r) => r.city === city);
    const market = readFixture('market-data.json').find((r) => r.city === city)!;
    expect(trend.length).toBeGreaterThanOrEqual(24);
    expect(trend.at(-1)!.price).toBe(market.avgPrice);
  });

  it.each(CITIES)('%s has the minimum sample of issue 2', (city) => {
    const count = (file: string) => readFixture(file).filter((r) => r.city === city).length;
    expect(count('locality-insights.json')).toBeGreaterThanOrEqual(5);
    expect(count('properties.json')).toBeGreaterThanOrEqual(8);
    expect(count('top-gainers.json')).toBeGreaterThanOrEqual(6);
    expect(count('transaction-prices.json')).toBeGreaterThanOrEqual(6);
    for (const file of ['shopping-malls.json', 'theaters.json', 'property-developers.json']) expect(count(file)).toBeGreaterThanOrEqual(3);
  });

  it('no mall or theater description says it is unrated: a missing rating shows the default 4.5/5', () => {
    for (const file of ['shopping-malls.json', 'theaters.json']) {
      for (const record of readFixture(file)) expect(String(record.description), `${file} ${String(record.id)}`).not.toMatch(/\b(not|un)\s*(yet\s*)?rated\b|no rating/i);
    }
  });

  it("a property's price, area and price per sqft agree within 2%", () => {
    for (const property of readFixture('properties.json')) {
      const implied = ((property.price as number) * 1e7) / (property.area as number);
      expect(Math.abs(implied - (property.pricePerSqFt as number)) / (property.pricePerSqFt as number), `property ${property.id}`).toBeLessThan(0.02);
    }
  });

  it('the news covers all nine categories with 24 articles or more, each with a body of several paragraphs', () => {
    const news = readFixture('news.json');
    expect(news.length).toBeGreaterThanOrEqual(24);
    expect(new Set(news.map((a) => a.category))).toEqual(
      new Set(['Market Analysis', 'Policy Update', 'Commercial', 'Investment', 'Green Building', 'Economy', 'Residential', 'Trends', 'Technology']),
    );
    for (const article of news) expect((article.body as string[]).length, String(article.slug)).toBeGreaterThanOrEqual(3);
    for (const article of news) expect(Date.parse(String(article.publishedAt)), String(article.slug)).not.toBeNaN();
  });
});
