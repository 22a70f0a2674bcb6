// Renders the 1200×630 PNG share cards (og:image, twitter:image) into web/public/images/share:
// the site's, each city's, and one per detail page (property, article, mall, theater,
// developer) under share/<kind>/, named like the page's SVG picture. Link previews
// (WhatsApp, X, LinkedIn, Facebook) do not show SVG. Also writes the list of page cards
// (web/src/shared/head/shareCards.generated.json) that the heads use. Run after changing
// the texts, the cities or the fixtures:
//   npx tsx server/scripts/generate-share-cards.ts
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CITIES } from '../../web/src/config/cities';
import { localitySlug } from '../../web/src/config/paths';
import { shareCardPath } from '../../web/src/shared/head/shareCard';
import { loadFixtures } from '../src/data/loadFixtures';
import { shareCardSources } from './shareCards/sources';
import { palettePng } from './shareCards/palettePng';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC = path.join(ROOT, 'web/public');
const OUT = path.join(PUBLIC, 'images/share');
const MANIFEST = path.join(ROOT, 'web/src/shared/head/shareCards.generated.json');
const LOGO = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><rect width="64" height="64" rx="14" fill="#e8590c"/><path d="M32 13L10 31h7v20h11V39h8v12h11V31h7z" fill="#fff"/></svg>`;
const PAGE_STYLE = "margin:0;width:1200px;height:630px;box-sizing:border-box;background:#0f766e;color:#fff;font-family:'DejaVu Sans',Arial,sans-serif";

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The site's and a city's card: the name, a heading and a line. */
function card(heading: string, line: string): string {
  return `<!doctype html><html><body style="margin:0">
<div style="${PAGE_STYLE};padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:28px">${LOGO(96)}<span style="font-size:56px;font-weight:700">GharInsight</span></div>
  <div><div style="font-size:84px;font-weight:700;line-height:1.1">${escapeHtml(heading)}</div>
  <div style="font-size:36px;margin-top:24px;opacity:.92">${escapeHtml(line)}</div></div>
  <div style="font-size:26px;opacity:.8">Illustrative sample data</div>
</div></body></html>`;
}

/** The picture's size scaled to fit a box, from its width/height attributes (or viewBox). */
function fitted(svg: string, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const attribute = (name: string) => Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1]);
  const viewBox = /<svg[^>]*\sviewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = attribute('width') || Number(viewBox?.[1]) || maxWidth;
  const height = attribute('height') || Number(viewBox?.[2]) || maxHeight;
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A detail page's card: the page's SVG picture beside its name and what and where it is. */
function pageCard(svg: string, title: string, line: string): string {
  const { width, height } = fitted(svg, 500, 440);
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0">
<div style="${PAGE_STYLE};padding:56px 64px;display:flex;align-items:center;gap:56px">
  <div style="flex:1;height:100%;display:flex;flex-direction:column;justify-content:space-between;min-width:0">
    <div style="display:flex;align-items:center;gap:20px">${LOGO(64)}<span style="font-size:40px;font-weight:700">GharInsight</span></div>
    <div><div style="font-size:${title.length > 48 ? 40 : 50}px;font-weight:700;line-height:1.15;display:-webkit-box;-webkit-line-clamp:5;-webkit-box-orient:vertical;overflow:hidden">${escapeHtml(title)}</div>
    <div style="font-size:26px;margin-top:20px;opacity:.92">${escapeHtml(line)}</div></div>
    <div style="font-size:22px;opacity:.8">Illustrative sample data</div>
  </div>
  <img src="${src}" alt="" width="${width}" height="${height}" style="border-radius:16px;flex:none">
</div></body></html>`;
}

const cards = [
  { file: 'gharinsight.png', html: card('Property market insights', 'Prices, trends, localities and listings for Indian cities') },
  ...CITIES.map((city) => ({ file: `${localitySlug(city)}.png`, html: card(`${city} real estate`, 'Prices, trends, localities, malls, theaters and developers') })),
];

const made: Record<string, string[]> = {};
for (const source of shareCardSources(loadFixtures())) {
  const card = shareCardPath(source.image);
  if (!card) throw new Error(`${source.record}: its picture ${source.image} is not an SVG under /images/<kind>/, so it has no share card`);
  const [, , , kind, name] = card.split('/'); // /images/share/<kind>/<name>.png
  (made[kind!] ??= []).push(name!.replace(/\.png$/, ''));
  cards.push({ file: card.replace('/images/share/', ''), html: pageCard(readFileSync(path.join(PUBLIC, source.image), 'utf8'), source.title, source.line) });
}

// Each kind's folder is made anew, so cards of removed records do not linger.
for (const kind of Object.keys(made)) rmSync(path.join(OUT, kind), { recursive: true, force: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
let bytes = 0;
for (const { file, html } of cards) {
  await page.setContent(html);
  const png = palettePng(await page.screenshot({ type: 'png' }));
  mkdirSync(path.dirname(path.join(OUT, file)), { recursive: true });
  writeFileSync(path.join(OUT, file), png);
  bytes += png.length;
}
await browser.close();
const sorted = Object.fromEntries(Object.entries(made).sort(([a], [b]) => a.localeCompare(b)).map(([kind, names]) => [kind, names.sort()]));
writeFileSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`wrote ${cards.length} share cards (${Math.round(bytes / 1024)} kB) to ${path.relative(ROOT, OUT)} and ${path.relative(ROOT, MANIFEST)}`);
