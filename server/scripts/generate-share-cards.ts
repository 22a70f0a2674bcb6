// Renders the 1200×630 PNG share cards (og:image, twitter:image) of the site and of each
// city into web/public/images/share. Link previews (WhatsApp, X, LinkedIn, Facebook) do not
// show SVG, so the site's own cards are PNGs. Run after changing the texts or the cities:
//   npx tsx server/scripts/generate-share-cards.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CITIES } from '../../web/src/config/cities';
import { localitySlug } from '../../web/src/config/paths';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/images/share');
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="96" height="96"><rect width="64" height="64" rx="14" fill="#e8590c"/><path d="M32 13L10 31h7v20h11V39h8v12h11V31h7z" fill="#fff"/></svg>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function card(heading: string, line: string): string {
  return `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;background:#0f766e;color:#fff;font-family:'DejaVu Sans',Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:28px">${LOGO}<span style="font-size:56px;font-weight:700">GharInsight</span></div>
  <div><div style="font-size:84px;font-weight:700;line-height:1.1">${escapeHtml(heading)}</div>
  <div style="font-size:36px;margin-top:24px;opacity:.92">${escapeHtml(line)}</div></div>
  <div style="font-size:26px;opacity:.8">Illustrative sample data</div>
</div></body></html>`;
}

const cards = [
  { file: 'gharinsight.png', html: card('Property market insights', 'Prices, trends, localities and listings for Indian cities') },
  ...CITIES.map((city) => ({ file: `${localitySlug(city)}.png`, html: card(`${city} real estate`, 'Prices, trends, localities, malls, theaters and developers') })),
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const { file, html } of cards) {
  await page.setContent(html);
  await page.screenshot({ path: path.join(OUT, file) });
  console.log(`wrote ${file}`);
}
await browser.close();
