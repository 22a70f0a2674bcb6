import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { FIXTURE_DIR, WEB_SERVER_DIST } from '../../server/src/paths.js';
import { formatNumber } from '../../web/src/shared/format.js';
import { TOO_FEW_SALES, VERDICT_TEXT } from '../../web/src/shared/price-check/priceCheckText.js';
import { getJson, startTestServer, type TestServer } from './support/testServer.js';

// Issue 19, point 4: the price check arrives server-rendered (what curl and a browser
// without JavaScript get): a property page's verdict is the API's, the city page
// lists its localities with their figures, and too few sales read as such on the pages.
// Reads the real web build (vitest makes it first when it is missing: support/webBuild.ts).

const data = DataStore.fromFixtureDir();
let server: TestServer;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_SERVER_DIST, 'entry-server.js'))) throw new Error('Run `npm run build` first (npm test does).');
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The visible text of the page's root, tags removed, spaces collapsed. */
async function pageText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="gharinsight-boot">'));
  const text = root
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { status: response.status, text };
}

describe('server-rendered price check', () => {
  // Every property page renders its check the same way; what differs is the check: its verdict,
  // above or below the median, N under or over 1,000 (a thousands separator). One page of each
  // kind (4 of the fixtures' 57 properties) proves what rendering all 57 did; the API's check of
  // every property is tested in priceCheck.test.ts.
  it("a property page of each kind of check shows the API's verdict, the home's % against the median and N", async () => {
    type Check = { verdict: keyof typeof VERDICT_TEXT; vsMedianPercent: number; registered: { count: number } };
    const kinds = new Map<string, { property: ReturnType<typeof data.properties>[number]; check: Check }>();
    for (const property of data.properties()) {
      const { body } = await getJson(`${server.url}/api/properties/${property.id}/price-check`);
      const check = body as Check;
      const kind = `${check.verdict}, ${check.vsMedianPercent >= 0 ? 'above' : 'below'} the median, N ${check.registered.count >= 1000 ? '≥' : '<'} 1,000`;
      if (!kinds.has(kind)) kinds.set(kind, { property, check });
    }
    expect(new Set([...kinds.keys()].map((kind) => kind.split(',')[0]))).toEqual(new Set(Object.keys(VERDICT_TEXT)));
    for (const [kind, { property, check }] of kinds) {
      const { status, text } = await pageText(`${server.url}/property/${property.id}`);
      const what = `/property/${property.id} (${kind})`;
      expect(status, what).toBe(200);
      expect(text, what).toContain(`Price check ${VERDICT_TEXT[check.verdict]} This home asks`);
      expect(text, what).toContain(`${Math.abs(check.vsMedianPercent).toFixed(1)}% ${check.vsMedianPercent >= 0 ? 'above' : 'below'} the registered median of ${property.locality}`);
      expect(text, what).toContain(`Registered sales N = ${formatNumber(check.registered.count)} , Oct 2024 – Sep 2025`);
    }
  });

  it('the locality page shows both medians with N and period, the gap and the range', async () => {
    const check = data.localityPriceCheck('pune', 'baner')!;
    const { text } = await pageText(`${server.url}/localities/pune/baner`);
    expect(text).toContain(`Registered median ₹${formatNumber(check.registered.median)}/sqft N = ${check.registered.count} sales, Oct 2024 – Sep 2025`);
    expect(text).toContain(`Asking median ₹${formatNumber(check.asking.median)}/sqft N = ${check.asking.count} listings, Sep 2025`);
    expect(text).toContain(`Gap (asking over registered) +${check.gapPercent!.toFixed(1)}%`);
    expect(text).toContain(`₹${formatNumber(check.registered.p25)} – ₹${formatNumber(check.registered.p75)}/sqft`);
    expect(text).toContain('Pune / Pune localities / Baner');
  });

  it('/localities/pune lists its 10 localities with their medians; an unknown city is 404', async () => {
    const { status, text } = await pageText(`${server.url}/localities/pune`);
    expect(status).toBe(200);
    for (const locality of data.localities('Pune')) {
      const check = data.priceCheckOf(locality);
      expect(text).toContain(`${locality.name} ₹${formatNumber(locality.avgPricePerSqft)}/sqft`);
      expect(text).toContain(`₹${formatNumber(check.registered.median)}/sqft ₹${formatNumber(check.asking.median)}/sqft`);
    }
    expect(data.localities('Pune')).toHaveLength(10);
    expect((await pageText(`${server.url}/localities/gotham`)).status).toBe(404);
  });

  it('with fewer than 10 sales the pages say "Too few registered sales to compare"', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-few-pages-'));
    let few: TestServer | undefined;
    try {
      cpSync(FIXTURE_DIR, dir, { recursive: true });
      const file = path.join(dir, 'registered-sales.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as { localities: { city: string; locality: string; sales: [string][] }[] };
      const baner = json.localities.find((group) => group.city === 'Pune' && group.locality === 'Baner')!;
      baner.sales = baner.sales.filter((row) => row[0] >= '2024-10-01').slice(0, 4);
      writeFileSync(file, JSON.stringify(json));
      few = await startTestServer({ data: DataStore.fromFixtureDir(dir) });
      const locality = await pageText(`${few.url}/localities/pune/baner`);
      expect(locality.text).toContain(`${TOO_FEW_SALES} Only 4 registered sales in Oct 2024 – Sep 2025; the comparison needs at least 10.`);
      const property = await pageText(`${few.url}/property/401`);
      expect(property.text).toContain(`Price check ${TOO_FEW_SALES}`);
    } finally {
      await few?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
