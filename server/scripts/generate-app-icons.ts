import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import UPNG from 'upng-js';

// The installed app's icons (web/public/icons, named by web/public/manifest.webmanifest):
// the favicon's house on its orange square, drawn here pixel by pixel (4×4 samples a pixel
// for smooth edges) and encoded with upng-js, so no image tool or download is needed.
// `npx tsx server/scripts/generate-app-icons.ts` writes them again; the output is committed.
//   icon-192.png, icon-512.png: purpose "any", the rounded square as in favicon.svg;
//   icon-maskable-512.png: purpose "maskable", full-bleed orange, the house inside the
//   central 80% circle that every launcher mask keeps.

const ORANGE = [0xe8, 0x59, 0x0c] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** favicon.svg's house, on its 64×64 view box. */
const HOUSE: readonly (readonly [number, number])[] = [
  [32, 13], [10, 31], [17, 31], [17, 51], [28, 51], [28, 39], [36, 39], [36, 51], [47, 51], [47, 31], [54, 31],
];

function insidePolygon(x: number, y: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** One icon, size × size pixels; the maskable one keeps the house within its safe zone. */
export function drawIcon(size: number, { maskable }: { maskable: boolean }): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  const houseSize = maskable ? size * 0.72 : size;
  const offset = (size - houseSize) / 2;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let house = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          if (maskable || insideRoundedSquare(x, y, size, (14 / 64) * size)) background++;
          if (insidePolygon(((x - offset) / houseSize) * 64, ((y - offset) / houseSize) * 64, HOUSE)) house++;
        }
      }
      const total = samples * samples;
      const white = house / total;
      const at = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) rgba[at + channel] = Math.round(ORANGE[channel] * (1 - white) + WHITE[channel] * white);
      rgba[at + 3] = Math.round((Math.max(background, house) / total) * 255);
    }
  }
  return Buffer.from(UPNG.encode([rgba.buffer], size, size, 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/icons');
  mkdirSync(dir, { recursive: true });
  for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true]] as const) {
    writeFileSync(path.join(dir, name), drawIcon(size, { maskable }));
    console.log(`web/public/icons/${name}`);
  }
}
