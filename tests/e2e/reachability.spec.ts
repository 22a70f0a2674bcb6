import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// Issue 9, "nothing unreachable": walk the app's links breadth-first from / (same-origin
// hrefs only, as a visitor or a crawler would) and check that every property, developer,
// mall and theater of the fixtures has its page linked from somewhere.

const fixtureIds = (file: string) =>
  (JSON.parse(readFileSync(path.join(process.cwd(), 'server/fixtures', file), 'utf8')) as { id: string }[]).map((record) => record.id);

const EXPECTED = [
  ...fixtureIds('properties.json').map((id) => `/property/${id}`),
  ...fixtureIds('property-developers.json').map((id) => `/property-developers/${id}`),
  ...fixtureIds('shopping-malls.json').map((id) => `/shopping-malls/${id}`),
  ...fixtureIds('theaters.json').map((id) => `/theaters/${id}`),
];

/** Detail pages are only collected, not walked: they lead back to pages already walked. */
const LEAF = /^\/(property|property-developers|shopping-malls|theaters|news|localities|resources|company)\//;
const MAX_PAGES = 150;

test('every property, developer, mall and theater is linked from a page reachable from /', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const linked = new Set<string>();
  let walked = 0;

  while (queue.length > 0) {
    expect(walked, 'pages walked (the bound)').toBeLessThan(MAX_PAGES);
    const address = queue.shift()!;
    await page.goto(address);
    // Links are read once the page is complete: the layout is up, no page or widget skeleton
    // (aria-busy) is left, and the network is quiet. A quiet network alone is not enough on a
    // busy machine, where a lazily loaded page may start its query after the quiet spell.
    await page.getByRole('contentinfo').waitFor();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    walked++;
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname === '/graphql') continue;
      const target = url.pathname + url.search;
      linked.add(url.pathname);
      if (!seen.has(target) && !LEAF.test(url.pathname)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  const unreachable = EXPECTED.filter((address) => !linked.has(address));
  console.log(`reachability: walked ${walked} pages; ${EXPECTED.length - unreachable.length} of ${EXPECTED.length} fixture records linked`);
  expect(unreachable).toEqual([]);
});
