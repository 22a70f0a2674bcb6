import { SITE_SHARE_IMAGE } from './headUrls';
import generatedCards from './shareCards.generated.json';

// Link previews (WhatsApp, X, LinkedIn, Facebook) show no SVG, and the app's pictures of
// properties, articles, malls, theaters and developers are SVGs. Each of them that a page
// uses as its picture has a 1200×630 PNG card with the same base name under
// /images/share/<kind>/, made by server/scripts/generate-share-cards.ts; that script also
// writes shareCards.generated.json, the base names it rendered per kind, so a page whose
// card was not made yet (a new fixture) shows the site card rather than a missing image.

/** `{ properties: ['101-1', …], news: [slug, …], … }`: the cards made, by kind. */
const CARDS: Readonly<Record<string, readonly string[]>> = generatedCards;

/** An SVG directly under /images/<kind>/ (not a card itself). */
function appImage(image: string): { kind: string; name: string } | undefined {
  const match = /^\/images\/([a-z-]+)\/([^/]+)\.svg$/.exec(image);
  return match && match[1] !== 'share' ? { kind: match[1]!, name: match[2]! } : undefined;
}

/**
 * Where the share card of an app image lives, by name alone (whether or not it was made):
 * '/images/properties/101-1.svg' → '/images/share/properties/101-1.png'. Undefined for
 * anything that is not an SVG directly under /images/<kind>/.
 */
export function shareCardPath(image: string): string | undefined {
  const source = appImage(image);
  return source && `/images/share/${source.kind}/${source.name}.png`;
}

/**
 * The og:image / twitter:image of a page whose picture is `image`: its PNG card when one
 * was made, the site card otherwise (never the SVG itself).
 */
export function shareImageFor(image: string): string {
  const source = appImage(image);
  return source && CARDS[source.kind]?.includes(source.name) ? `/images/share/${source.kind}/${source.name}.png` : SITE_SHARE_IMAGE;
}
