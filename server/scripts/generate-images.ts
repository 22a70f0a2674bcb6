// Generates the local SVG illustrations that the fixtures reference.
//
//   npx tsx server/scripts/generate-images.ts
//
// Reads every JSON file in server/fixtures, collects each string that looks like
// an image path ("/images/....svg"), and writes a flat illustration for it under
// web/public (the path "/images/properties/101-1.svg" becomes
// web/public/images/properties/101-1.svg). The output is deterministic: colours
// and shapes come from a hash of the record's name, so re-running the script
// produces identical files. No dependencies beyond node:fs and node:path.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = path.join(ROOT, 'server', 'fixtures');
const PUBLIC = path.join(ROOT, 'web', 'public');
const MAX_BYTES = 3072;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

interface ImageInfo {
  label: string;
  sub?: string;
  type?: string;
  category?: string;
}

// ---------------------------------------------------------------- helpers

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** A small deterministic pseudo-random generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Greedy word wrap into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = clip(`${kept[lines - 1]} ${out.slice(lines).join(' ')}`, width);
    return kept;
  }
  return out;
}

const FONT = 'font-family="system-ui,Segoe UI,Arial,sans-serif"';

function svg(w: number, h: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>\n`;
}

function sky(hue: number, night: boolean): string {
  // Keep skies believable: blues on top, a warm haze at the horizon; the hash only shifts them a little.
  const h = ((hue % 360) + 360) % 360;
  const top = night ? hsl(225 + (h % 30), 45, 16) : hsl(190 + (h % 35), 70, 70);
  const bottom = night ? hsl(255 + (h % 40), 35, 34) : hsl(20 + (h % 35), 85, 87);
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="800" height="500" fill="url(#s)"/>`;
}

function label(text: string, sub?: string): string {
  const main = `<text x="28" y="${sub ? 452 : 466}" ${FONT} font-size="26" font-weight="700" fill="#fff">${esc(clip(text, 46))}</text>`;
  const second = sub ? `<text x="28" y="480" ${FONT} font-size="16" fill="#fff" opacity=".85">${esc(clip(sub, 70))}</text>` : '';
  return `<rect y="420" width="800" height="80" fill="#000" opacity=".45"/>${main}${second}`;
}

/** A window grid for buildings, as a pattern so the file stays small. */
function windows(id: string, lit: string, w = 18, h = 22): string {
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect x="4" y="5" width="${w - 9}" height="${h - 11}" fill="${lit}"/></pattern>`;
}

function skyline(r: () => number, hue: number, baseY: number, count: number, night: boolean): string {
  let out = `<defs>${windows('w', night ? '#ffd98a' : '#ffffff', 16, 20)}</defs>`;
  let x = -10;
  for (let i = 0; i < count && x < 800; i++) {
    const w = 60 + Math.round(r() * 70);
    const h = 90 + Math.round(r() * 230);
    const shade = hsl(hue + r() * 60, 25 + Math.round(r() * 20), night ? 22 + Math.round(r() * 10) : 45 + Math.round(r() * 20));
    out += `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" fill="${shade}"/><rect x="${x + 6}" y="${baseY - h + 10}" width="${w - 12}" height="${h - 20}" fill="url(#w)" opacity="${night ? 0.8 : 0.35}"/>`;
    x += w + 4 + Math.round(r() * 12);
  }
  return out;
}

// ---------------------------------------------------------------- kinds

function propertyImage(info: ImageInfo, n: number): string {
  const seed = hash(info.label);
  const r = rng(seed + n * 7919);
  const hue = seed % 360;
  const type = info.type ?? 'Apartment';
  const views = ['Exterior', 'Living room', 'Amenities', 'Evening view', 'Neighbourhood', 'Aerial view'];
  const view = views[(n - 1) % views.length];
  let body = '';
  if (n === 2) {
    // Interior: wall, window with skyline, sofa, lamp, rug.
    body += `<rect width="800" height="500" fill="${hsl(hue + 30, 35, 88)}"/><rect y="330" width="800" height="170" fill="${hsl(hue + 20, 30, 62)}"/>`;
    body += `<rect x="420" y="60" width="300" height="200" fill="${hsl(hue + 200, 60, 75)}" stroke="#fff" stroke-width="10"/><path d="M430 250V180h40v-40h50v110h30v-70h60v70h40V150h50v100z" fill="${hsl(hue + 210, 25, 50)}"/><path d="M570 65v190" stroke="#fff" stroke-width="6"/>`;
    body += `<ellipse cx="300" cy="420" rx="230" ry="40" fill="${hsl(hue + 180, 40, 55)}" opacity=".6"/>`;
    body += `<rect x="110" y="260" width="340" height="110" rx="24" fill="${hsl(hue, 45, 45)}"/><rect x="130" y="230" width="300" height="70" rx="20" fill="${hsl(hue, 45, 55)}"/><rect x="130" y="370" width="14" height="26" fill="#5c4030"/><rect x="416" y="370" width="14" height="26" fill="#5c4030"/>`;
    body += `<path d="M620 400V270" stroke="#444" stroke-width="6"/><path d="M585 270h70l-15-50h-40z" fill="${hsl(hue + 50, 80, 70)}"/><rect x="590" y="395" width="60" height="10" fill="#444"/>`;
  } else if (n === 3) {
    // Amenities: a pool deck in front of the tower.
    body += sky(hue, false) + `<circle cx="660" cy="90" r="42" fill="#ffe08a"/>`;
    body += skyline(r, hue, 300, 5, false);
    body += `<rect y="300" width="800" height="200" fill="${hsl(hue + 40, 25, 82)}"/><path d="M120 330h560l60 80H60z" fill="${hsl(195, 75, 55)}"/><path d="M150 355h90M330 370h120M520 350h100" stroke="#fff" stroke-width="5" opacity=".6"/>`;
    body += `<path d="M60 300c0-40 10-80 0-110" stroke="#6b4f2a" stroke-width="10" fill="none"/><path d="M60 190c-40-10-60 10-70 30M60 190c40-15 60 0 75 20M60 190c-10-30-40-40-60-35" stroke="${hsl(120, 45, 35)}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  } else if (n >= 4) {
    const night = n % 2 === 0;
    body += sky(hue + n * 20, night) + (night ? `<circle cx="120" cy="80" r="28" fill="#f4f1d0"/>` : `<circle cx="130" cy="100" r="40" fill="#ffcf70"/>`);
    body += skyline(r, hue, 420, 12, night);
  } else if (type === 'Villa' || type === 'Builder Floor') {
    body += sky(hue, false) + `<circle cx="650" cy="90" r="44" fill="#ffe08a"/><rect y="360" width="800" height="140" fill="${hsl(110, 40, 48)}"/>`;
    const floors = type === 'Builder Floor' ? 4 : 2;
    const top = 360 - floors * 60;
    body += `<defs>${windows('v', hsl(hue + 200, 60, 80), 60, 60)}</defs><rect x="220" y="${top}" width="360" height="${floors * 60}" fill="${hsl(hue + 20, 40, 85)}"/><rect x="240" y="${top + 10}" width="320" height="${floors * 60 - 20}" fill="url(#v)"/>`;
    body += `<path d="M190 ${top}L400 ${top - 90}L610 ${top}z" fill="${hsl(hue, 55, 42)}"/><rect x="370" y="300" width="60" height="60" fill="${hsl(hue + 10, 40, 35)}"/>`;
    body += `<circle cx="130" cy="320" r="50" fill="${hsl(120, 40, 35)}"/><rect x="124" y="330" width="12" height="40" fill="#6b4f2a"/><circle cx="690" cy="330" r="40" fill="${hsl(130, 40, 38)}"/>`;
  } else if (type === 'Plot') {
    body += sky(hue, false) + `<circle cx="640" cy="90" r="44" fill="#ffe08a"/><rect y="250" width="800" height="250" fill="${hsl(90, 40, 55)}"/>`;
    body += `<path d="M120 420L260 280H640L720 420z" fill="${hsl(40, 45, 62)}" stroke="#fff" stroke-width="4" stroke-dasharray="14 10"/>`;
    body += `<path d="M120 420v-30M260 280v-30M640 280v-30M720 420v-30" stroke="#c0392b" stroke-width="6"/>`;
    body += `<circle cx="80" cy="260" r="45" fill="${hsl(125, 40, 35)}"/><circle cx="760" cy="250" r="40" fill="${hsl(125, 40, 32)}"/><text x="420" y="370" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#fff">PLOT</text>`;
  } else {
    // Apartment or penthouse tower.
    body += sky(hue, false) + `<circle cx="120" cy="90" r="40" fill="#ffe08a"/>`;
    body += skyline(r, hue + 30, 400, 9, false);
    const towerH = 320 + Math.round(r() * 40);
    body += `<defs>${windows('t', hsl(hue + 200, 60, 82), 24, 28)}</defs><rect x="300" y="${400 - towerH}" width="200" height="${towerH}" fill="${hsl(hue, 30, 40)}"/><rect x="312" y="${412 - towerH}" width="176" height="${towerH - 30}" fill="url(#t)"/>`;
    if (type === 'Penthouse') body += `<rect x="320" y="${370 - towerH}" width="160" height="30" fill="${hsl(hue + 40, 60, 55)}"/><path d="M300 ${400 - towerH}h200" stroke="#fff" stroke-width="6"/>`;
    body += `<rect y="400" width="800" height="100" fill="${hsl(110, 30, 45)}"/>`;
  }
  return svg(800, 500, body + label(info.label, `${info.sub ?? ''} · ${view}`), `${info.label}: ${view}`);
}

function localityImage(info: ImageInfo): string {
  const seed = hash(info.label);
  const r = rng(seed);
  const hue = seed % 360;
  const water = seed % 3 === 0;
  let body = sky(hue, false) + `<circle cx="${560 + Math.round(r() * 160)}" cy="100" r="46" fill="#ffe3a0"/>`;
  body += skyline(r, hue, 400, 14, false);
  body += water
    ? `<rect y="400" width="800" height="100" fill="${hsl(200, 60, 50)}"/><path d="M40 430h120M300 450h160M560 425h140" stroke="#fff" stroke-width="4" opacity=".5"/>`
    : `<rect y="400" width="800" height="100" fill="${hsl(hue, 8, 35)}"/><path d="M0 445h800" stroke="#fff" stroke-width="4" stroke-dasharray="30 24" opacity=".7"/>`;
  return svg(800, 500, body + label(info.label, info.sub), info.label);
}

function mallImage(info: ImageInfo): string {
  const seed = hash(info.label);
  const hue = seed % 360;
  const awning = [0, 1, 2, 3, 4, 5]
    .map((i) => `<path d="M${110 + i * 100} 250h100l-10 40h-80z" fill="${i % 2 ? '#fff' : hsl(hue, 70, 50)}"/>`)
    .join('');
  let body = sky(hue, false);
  body += `<rect x="80" y="120" width="640" height="300" fill="${hsl(hue + 180, 15, 88)}"/><rect x="80" y="110" width="640" height="20" fill="${hsl(hue, 40, 35)}"/>`;
  body += `<rect x="230" y="150" width="340" height="70" rx="10" fill="${hsl(hue, 55, 40)}"/><text x="400" y="197" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#fff">${esc(clip(info.label, 24))}</text>`;
  body += awning;
  body += `<defs>${windows('g', hsl(200, 60, 80), 50, 110)}</defs><rect x="110" y="295" width="600" height="125" fill="url(#g)"/><rect x="360" y="320" width="80" height="100" fill="${hsl(200, 40, 40)}"/><path d="M400 320v100" stroke="#fff" stroke-width="3"/>`;
  body += `<rect y="420" width="800" height="80" fill="${hsl(hue, 8, 40)}"/>`;
  return svg(800, 500, body + label(info.label, info.sub), info.label);
}

function theaterImage(info: ImageInfo): string {
  const seed = hash(info.label);
  const hue = seed % 360;
  let body = `<defs><radialGradient id="l" cx=".5" cy=".25" r=".7"><stop offset="0" stop-color="${hsl(hue, 50, 30)}"/><stop offset="1" stop-color="#0d0d16"/></radialGradient>`;
  body += `<pattern id="c" width="44" height="40" patternUnits="userSpaceOnUse"><rect x="4" y="6" width="36" height="28" rx="8" fill="${hsl(hue + 330, 60, 38)}"/></pattern></defs>`;
  body += `<rect width="800" height="500" fill="url(#l)"/><path d="M0 0h70v420H0zM730 0h70v420h-70z" fill="${hsl(hue + 340, 60, 28)}"/>`;
  body += `<rect x="130" y="50" width="540" height="210" rx="6" fill="${hsl(hue + 190, 40, 85)}"/><rect x="130" y="50" width="540" height="210" rx="6" fill="#fff" opacity=".25"/>`;
  body += `<text x="400" y="170" text-anchor="middle" ${FONT} font-size="30" font-weight="700" fill="${hsl(hue, 40, 25)}">${esc(clip(info.label, 30))}</text>`;
  body += `<path d="M120 300h560v120H120z" fill="url(#c)"/><path d="M60 330h680" stroke="#000" stroke-width="2" opacity=".3"/>`;
  return svg(800, 500, body + label(info.label, info.sub), info.label);
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  if (words.length > 1) return (words[0][0] + words[1][0]).toUpperCase();
  const word = words[0] ?? name;
  return /^[A-Z]{2,3}$/.test(word) ? word : word.slice(0, 1).toUpperCase();
}

function developerLogo(info: ImageInfo): string {
  const seed = hash(info.label);
  const hue = seed % 360;
  let body = `<rect width="200" height="200" rx="28" fill="${hsl(hue, 35, 95)}"/>`;
  body += `<circle cx="100" cy="88" r="62" fill="${hsl(hue, 55, 38)}"/><circle cx="100" cy="88" r="52" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>`;
  body += `<text x="100" y="104" text-anchor="middle" ${FONT} font-size="44" font-weight="800" fill="#fff">${esc(initials(info.label))}</text>`;
  body += `<text x="100" y="180" text-anchor="middle" ${FONT} font-size="16" font-weight="600" fill="${hsl(hue, 45, 25)}">${esc(clip(info.label, 20))}</text>`;
  return svg(200, 200, body, `${info.label} logo`);
}

const CATEGORY_HUES: Record<string, number> = {
  'Market Analysis': 215,
  'Policy Update': 265,
  Commercial: 30,
  Investment: 145,
  'Green Building': 110,
  Economy: 190,
  Residential: 12,
  Trends: 320,
  Technology: 240,
};

function newsImage(info: ImageInfo): string {
  const category = info.category ?? 'News';
  const hue = CATEGORY_HUES[category] ?? hash(category) % 360;
  const r = rng(hash(info.label));
  let body = `<defs><linearGradient id="n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 42)}"/><stop offset="1" stop-color="${hsl(hue + 35, 60, 24)}"/></linearGradient></defs><rect width="800" height="500" fill="url(#n)"/>`;
  for (let i = 0; i < 4; i++) {
    body += `<circle cx="${Math.round(r() * 800)}" cy="${Math.round(r() * 500)}" r="${40 + Math.round(r() * 140)}" fill="#fff" opacity="${(0.05 + r() * 0.08).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const h = 30 + Math.round(r() * 120);
    body += `<rect x="${560 + i * 34}" y="${250 - h}" width="22" height="${h}" rx="4" fill="#fff" opacity=".22"/>`;
  }
  const chipW = 24 + category.length * 11;
  body += `<rect x="48" y="64" width="${chipW}" height="36" rx="18" fill="#fff" opacity=".9"/><text x="${48 + chipW / 2}" y="88" text-anchor="middle" ${FONT} font-size="17" font-weight="700" fill="${hsl(hue, 60, 30)}">${esc(category)}</text>`;
  wrap(info.label, 34, 4).forEach((line, i) => {
    body += `<text x="48" y="${300 + i * 44}" ${FONT} font-size="34" font-weight="700" fill="#fff">${esc(line)}</text>`;
  });
  return svg(800, 500, body, info.label);
}

// ---------------------------------------------------------------- collect

function readFixtures(): Map<string, Obj[]> {
  const out = new Map<string, Obj[]>();
  for (const file of fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).sort()) {
    const data = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Json;
    if (Array.isArray(data)) out.set(file, data.filter((d): d is Obj => typeof d === 'object' && d !== null && !Array.isArray(d)));
  }
  return out;
}

function collectPaths(value: Json, into: Set<string>): void {
  if (typeof value === 'string') {
    if (/^\/images\/.+\.svg$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => collectPaths(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectPaths(v, into));
}

const str = (v: Json | undefined): string => (typeof v === 'string' ? v : '');

function main(): void {
  const fixtures = readFixtures();
  const info = new Map<string, ImageInfo>();
  const rows = (file: string): Obj[] => fixtures.get(file) ?? [];

  for (const p of rows('properties.json')) {
    for (const img of Array.isArray(p.images) ? p.images : []) {
      info.set(str(img), { label: str(p.name), sub: `${str(p.type)} in ${str(p.location)}`, type: str(p.type) });
    }
  }
  for (const l of rows('locality-insights.json')) info.set(`/images/localities/${str(l.id)}.svg`, { label: str(l.name), sub: str(l.city) });
  for (const m of rows('shopping-malls.json')) info.set(str(m.image), { label: str(m.name), sub: `${str(m.locality)}, ${str(m.city)}` });
  for (const t of rows('theaters.json')) info.set(str(t.image), { label: str(t.name), sub: `${str(t.locality)}, ${str(t.city)}` });
  for (const d of rows('property-developers.json')) info.set(str(d.logo), { label: str(d.name), sub: str(d.city) });
  for (const n of rows('news.json')) info.set(str(n.image), { label: str(n.title), category: str(n.category) });

  const paths = new Set<string>();
  for (const records of fixtures.values()) records.forEach((r) => collectPaths(r, paths));

  let written = 0;
  const tooBig: string[] = [];
  for (const p of [...paths].sort()) {
    const base = path.basename(p, '.svg');
    const found = info.get(p) ?? { label: base.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) };
    const dir = p.split('/')[2];
    let content: string;
    switch (dir) {
      case 'properties':
        content = propertyImage(found, Number(base.split('-').pop()) || 1);
        break;
      case 'malls':
        content = mallImage(found);
        break;
      case 'theaters':
        content = theaterImage(found);
        break;
      case 'developers':
        content = developerLogo(found);
        break;
      case 'news':
        content = newsImage(found);
        break;
      default:
        content = localityImage(found);
    }
    const target = path.join(PUBLIC, ...p.split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    if (Buffer.byteLength(content) > MAX_BYTES) tooBig.push(`${p} (${Buffer.byteLength(content)} bytes)`);
    written++;
  }

  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#e8590c"/><path d="M32 13L10 31h7v20h11V39h8v12h11V31h7z" fill="#fff"/></svg>\n`;
  fs.writeFileSync(path.join(PUBLIC, 'favicon.svg'), favicon);

  console.log(`Wrote ${written} images and favicon.svg under web/public.`);
  if (tooBig.length) {
    console.warn(`Over ${MAX_BYTES} bytes:\n  ${tooBig.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main();
