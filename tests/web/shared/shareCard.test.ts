import { describe, expect, it } from 'vitest';
import cards from '../../../web/src/shared/head/shareCards.generated.json';
import { shareCardPath, shareImageFor } from '../../../web/src/shared/head/shareCard';

// The page picture → link-preview card mapping. The list of made cards is the real one
// (the generator's); that every fixture's card is on disk is tests/server/shareCards.test.ts.

describe('shareCardPath', () => {
  it.each([
    ['/images/properties/101-1.svg', '/images/share/properties/101-1.png'],
    ['/images/news/mumbai-prices-hold.svg', '/images/share/news/mumbai-prices-hold.png'],
    ['/images/malls/3001.svg', '/images/share/malls/3001.png'],
    ['/images/theaters/4001.svg', '/images/share/theaters/4001.png'],
    ['/images/developers/5001.svg', '/images/share/developers/5001.png'],
  ])('%s → %s', (image, card) => {
    expect(shareCardPath(image)).toBe(card);
  });

  it.each(['/images/share/pune.png', '/images/share/properties/101-1.svg', '/images/properties/101-1.png', '/images/a/b/c.svg', 'https://example.com/images/malls/3001.svg', 'images/malls/3001.svg'])(
    'has no card for %s',
    (image) => {
      expect(shareCardPath(image)).toBeUndefined();
    },
  );
});

describe('shareImageFor', () => {
  it.each([
    ['/images/properties/101-1.svg', '/images/share/properties/101-1.png'],
    ['/images/malls/3001.svg', '/images/share/malls/3001.png'],
    ['/images/developers/5001.svg', '/images/share/developers/5001.png'],
  ])("a picture with a card (%s) is shown as its card", (image, card) => {
    expect(shareImageFor(image)).toBe(card);
  });

  it("an article's picture is shown as its card", () => {
    const slug = cards.news[0]!;
    expect(shareImageFor(`/images/news/${slug}.svg`)).toBe(`/images/share/news/${slug}.png`);
  });

  it.each([
    ['a picture whose card was not made (a new fixture)', '/images/properties/999-1.svg'],
    ['a second picture of a property (only the first has a card)', '/images/properties/101-2.svg'],
    ['a kind without cards', '/images/localities/baner.svg'],
    ['something that is not an app SVG', '/images/share/pune.png'],
  ])('%s falls back to the site card', (_, image) => {
    expect(shareImageFor(image)).toBe('/images/share/gharinsight.png');
  });
});
