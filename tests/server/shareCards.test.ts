import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../server/src/data/loadFixtures.js';
import { shareCardSources } from '../../server/scripts/shareCards/sources.js';
import cards from '../../web/src/shared/head/shareCards.generated.json';
import { shareCardPath, shareImageFor } from '../../web/src/shared/head/shareCard.js';

// Every property, article, mall, theater and developer page has its 1200×630 PNG link-preview
// card on disk and in the generated list the heads read; a new fixture without one fails here.

const PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
const COMMAND = 'npx tsx server/scripts/generate-share-cards.ts';

/** Width and height from a PNG's IHDR chunk, or undefined if the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } | undefined {
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG' || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share cards', () => {
  const fixtures = loadFixtures();
  const sources = shareCardSources(fixtures);

  it('covers every detail page of the fixtures', () => {
    const { properties, news, shoppingMalls, theaters, propertyDevelopers } = fixtures;
    expect(sources).toHaveLength(properties.length + news.length + shoppingMalls.length + theaters.length + propertyDevelopers.length);
    expect(sources.find((source) => source.record === 'properties.json id 101')?.image).toBe(properties.find((property) => property.id === '101')!.images[0]);
  });

  it('has a 1200×630 PNG for every page, listed for the heads', () => {
    const problems = sources.flatMap(({ record, image }) => {
      const card = shareCardPath(image);
      if (!card) return [`${record}: its picture ${image} is not an SVG under /images/<kind>/`];
      const file = path.join(PUBLIC, card);
      if (!existsSync(file)) return [`${record}: no share card web/public${card}`];
      const size = pngSize(file);
      if (size?.width !== 1200 || size.height !== 630) return [`${record}: web/public${card} is not a 1200×630 PNG`];
      if (shareImageFor(image) !== card) return [`${record}: ${card} is not in web/src/shared/head/shareCards.generated.json`];
      return [];
    });
    expect(problems, `Missing share cards; run \`${COMMAND}\` and commit its output`).toEqual([]);
  });

  it('lists only cards that are on disk, and no card on disk is left unlisted', () => {
    const listed = Object.entries(cards).flatMap(([kind, names]) => names.map((name) => `${kind}/${name}.png`));
    const onDisk = Object.keys(cards).flatMap((kind) => readdirSync(path.join(PUBLIC, 'images/share', kind)).map((file) => `${kind}/${file}`));
    expect(onDisk.sort(), `run \`${COMMAND}\``).toEqual(listed.sort());
  });
});
