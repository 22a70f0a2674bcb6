import { expect, test } from './fixtures';
import { OwnServer } from './support/ownServer';

// Issue 23: save a city, a locality, a property, a search and an article; see all five on
// /saved; then change the data under the browser and see each changed item marked with the
// right difference. The spec runs its own server on a temporary copy of the fixtures, changes
// the copy and has the server reload it (SIGHUP, as an operator publishes new data; the
// reload itself is tested in tests/server/reload.test.ts) rather than starting a second server.

// A fixed port below Linux's ephemeral range (32768–60999), where an outgoing connection of another test could hold it.
const PORT = 24310;
const server = new OwnServer(PORT, 'saved');
const BASE = server.base;

test.beforeAll(() => server.start());

test.afterAll(() => server.dispose());

test('saves five kinds of item, lists them on /saved, and marks what changed in the data since', async ({ page }) => {
  test.setTimeout(240_000);
  const toggle = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto(`${BASE}/dashboard?city=Pune`);
  await toggle('Save Pune').click();
  await expect(toggle('Saved: Pune')).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${BASE}/localities/pune/baner`);
  await toggle('Save Baner').click();
  await expect(toggle('Saved: Baner')).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${BASE}/property/401`);
  await toggle('Favourite').click();
  await expect(toggle('Favourite')).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${BASE}/properties?city=Pune&bedrooms=2`);
  await toggle('Save this search').click();
  await expect(toggle('Saved: this search')).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${BASE}/news/rental-yields-bengaluru-leads-the-big-cities-at-about-4-45`);
  await toggle('Save').click();
  await expect(toggle('Saved')).toHaveAttribute('aria-pressed', 'true');

  const header = page.getByRole('banner').getByTestId('saved-link');
  await expect(header).toHaveText('Saved (5)');

  await page.goto(`${BASE}/saved`);
  const row = (kind: string) => page.locator(`[data-saved-kind="${kind}"]`);
  await expect(page.getByRole('status').first()).toHaveText(/^No changes since \d{1,2} \w{3} \d{4}$/);
  await expect(row('city')).toContainText('Pune');
  await expect(row('city')).toContainText('Average ₹7,935/sqft, 1-year change +4.0%');
  await expect(row('locality')).toContainText('Baner, Pune');
  await expect(row('locality')).toContainText('Average ₹11,500/sqft');
  await expect(row('property')).toContainText('Baner Hillcrest Residences');
  await expect(row('property')).toContainText('₹1.62 Cr · Ready to Move');
  await expect(row('search')).toContainText('Homes: city Pune, bedrooms 2');
  await expect(row('search')).toContainText('3 homes match now');
  await expect(row('article')).toContainText('Rental yields: Bengaluru leads the big cities at about 4.45%');
  for (const kind of ['city', 'locality', 'property', 'search', 'article']) await expect(row(kind)).toHaveAttribute('data-changed', 'false');

  // The data changes under the browser: Pune's average and Baner's rise by ₹300/sqft, an
  // article now names Pune, home 401 costs less and now has 2 bedrooms (so the search gains it).
  server.editFixture<{ city: string; avgPrice: number }>('market-data.json', (records) => {
    records.find((record) => record.city === 'Pune')!.avgPrice = 8235;
  });
  server.editFixture<{ city: string; slug: string; avgPricePerSqft: number; history: { pricePerSqft: number }[] }>('localities.json', (records) => {
    const baner = records.find((record) => record.city === 'Pune' && record.slug === 'baner')!;
    baner.avgPricePerSqft = 11800;
    baner.history.at(-1)!.pricePerSqft = 11800;
  });
  server.editFixture<{ id: string; body: string[] }>('news.json', (records) => {
    records.find((record) => record.id === '6')!.body[0] += ' Buyers in Pune feel it too.';
  });
  server.editFixture<{ id: string; price: number; bedrooms: number }>('properties.json', (records) => {
    const home = records.find((record) => record.id === '401')!;
    home.price = 1.55;
    home.bedrooms = 2;
  });
  await server.reload();
  // The visitor comes back after the API's answers may be kept (max-age, see the README's caching
  // section): the browser's HTTP cache has let them go, as time would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();

  // Elsewhere, the header counts the changed items.
  await page.goto(`${BASE}/news`);
  await expect(header).toHaveText('Saved (5) 4 changed');

  await page.goto(`${BASE}/saved`);
  await expect(page.getByRole('status').first()).toHaveText(/^4 of 5 items changed since \d{1,2} \w{3} \d{4}$/);
  const changes = (kind: string) => row(kind).locator('.ant-tag');
  await expect(changes('city')).toHaveText(['Average up ₹300/sqft (+3.8%), was ₹7,935/sqft', '1 new article']);
  await expect(changes('locality')).toHaveText(['Average up ₹300/sqft (+2.6%), was ₹11,500/sqft']);
  await expect(changes('property')).toHaveText(['Price down ₹0.07 Cr (-4.3%), was ₹1.62 Cr']);
  await expect(changes('search')).toHaveText(['1 home added']);
  await expect(row('search')).toContainText('4 homes match now');
  await expect(row('article')).toHaveAttribute('data-changed', 'false');
  await expect(row('article')).toContainText(/No changes since/);

  // This visit's figures are remembered: the next one shows no changes.
  await page.reload();
  await expect(page.getByRole('status').first()).toHaveText(/^No changes since \d{1,2} \w{3} \d{4}$/);
  await expect(header).toHaveText('Saved (5)');

  // Removing works from /saved, and the page it came from agrees.
  await page.getByRole('button', { name: 'Remove Baner, Pune from saved' }).click();
  await expect(row('locality')).toHaveCount(0);
  await expect(header).toHaveText('Saved (4)');
  await page.goto(`${BASE}/localities/pune/baner`);
  await expect(toggle('Save Baner')).toHaveAttribute('aria-pressed', 'false');
});
