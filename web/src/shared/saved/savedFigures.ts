import type { SavedItemsQuery, SavedItemsQueryVariables } from '../../generated/graphql';
import { formatCrore, formatPricePerSqft } from '../format';
import { articlePath, dashboardPath, localityPath, localitySlug, propertyPath } from '../../config/paths';
import { propertyStatus, type SavedFigures, type SavedItem, type SavedKind } from './savedStore';

// What a saved item is now (from the SavedItems query), the figures remembered of it, and
// what changed between two sets of figures, in words.

type Answer = SavedItemsQuery['savedItems'];
export type CityNow = Answer['cities'][number];
export type LocalityNow = Answer['localities'][number];
export type PropertyNow = Answer['properties'][number];
export type SearchNow = Answer['searches'][number];
export type ArticleNow = Answer['articles'][number];

export type ItemNow =
  | { kind: 'city'; value: CityNow }
  | { kind: 'locality'; value: LocalityNow }
  | { kind: 'property'; value: PropertyNow }
  | { kind: 'search'; value: SearchNow }
  | { kind: 'article'; value: ArticleNow };

export const itemId = (kind: SavedKind, key: string) => `${kind}|${key}`;

/** The key a locality is saved under: `{city slug}/{locality slug}`, e.g. `pune/baner`. */
export const localityKey = (city: string, locality: string) => `${localitySlug(city)}/${localitySlug(locality)}`;

/** The query's variables for a list of items, each kind in saved order. */
export function savedItemsVariables(items: readonly Pick<SavedItem, 'kind' | 'key'>[]): SavedItemsQueryVariables {
  const keys = (kind: SavedKind) => items.filter((item) => item.kind === kind).map((item) => item.key);
  return { cities: keys('city'), localities: keys('locality'), propertyIds: keys('property'), searches: keys('search'), articleIds: keys('article') };
}

/** Every item the answer has, by itemId. */
export function itemsNow(answer: Answer): Map<string, ItemNow> {
  const found = new Map<string, ItemNow>();
  for (const value of answer.cities) found.set(itemId('city', value.city), { kind: 'city', value });
  for (const value of answer.localities) found.set(itemId('locality', localityKey(value.city, value.slug)), { kind: 'locality', value });
  for (const value of answer.properties) found.set(itemId('property', value.id), { kind: 'property', value });
  for (const value of answer.searches) found.set(itemId('search', value.path), { kind: 'search', value });
  for (const value of answer.articles) found.set(itemId('article', value.id), { kind: 'article', value });
  return found;
}

/** The figures to remember of an item as it is now. */
export function figuresOf(now: ItemNow): SavedFigures {
  switch (now.kind) {
    case 'city':
      return { avgPricePerSqft: now.value.avgPricePerSqft, articleIds: now.value.articleIds };
    case 'locality':
      return { avgPricePerSqft: now.value.avgPricePerSqft };
    case 'property':
      return { price: now.value.price, status: propertyStatus(now.value.completionDate) };
    case 'search':
      return { propertyIds: now.value.propertyIds };
    case 'article':
      return {};
  }
}

const percent = (from: number, to: number) => {
  const value = Math.round(((to - from) / from) * 1000) / 10;
  return `${value > 0 ? '+' : ''}${value}%`;
};
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What changed from `before` to `now`, one sentence each; empty when nothing did. */
export function changesBetween(before: SavedFigures, now: SavedFigures): string[] {
  const changes: string[] = [];
  if (before.avgPricePerSqft !== undefined && now.avgPricePerSqft !== undefined && before.avgPricePerSqft !== now.avgPricePerSqft) {
    const delta = now.avgPricePerSqft - before.avgPricePerSqft;
    changes.push(
      `Average ${delta > 0 ? 'up' : 'down'} ${formatPricePerSqft(Math.abs(delta))} (${percent(before.avgPricePerSqft, now.avgPricePerSqft)}), was ${formatPricePerSqft(before.avgPricePerSqft)}`,
    );
  }
  if (before.price !== undefined && now.price !== undefined && before.price !== now.price) {
    const delta = Math.round((now.price - before.price) * 100) / 100;
    changes.push(`Price ${delta > 0 ? 'up' : 'down'} ${formatCrore(Math.abs(delta))} (${percent(before.price, now.price)}), was ${formatCrore(before.price)}`);
  }
  if (before.status !== undefined && now.status !== undefined && before.status !== now.status) changes.push(`Status now ${now.status}, was ${before.status}`);
  if (before.propertyIds && now.propertyIds) {
    const had = new Set(before.propertyIds);
    const has = new Set(now.propertyIds);
    const added = now.propertyIds.filter((id) => !had.has(id)).length;
    const gone = before.propertyIds.filter((id) => !has.has(id)).length;
    if (added || gone) changes.push([added ? `${plural(added, 'home', 'homes')} added` : '', gone ? `${plural(gone, 'home', 'homes')} gone` : ''].filter(Boolean).join(', '));
  }
  if (before.articleIds && now.articleIds) {
    const had = new Set(before.articleIds);
    const fresh = now.articleIds.filter((id) => !had.has(id)).length;
    if (fresh) changes.push(`${plural(fresh, 'new article', 'new articles')}`);
  }
  return changes;
}

/** How many items changed since their figures were remembered (items without figures, or gone, do not count). */
export function changedCount(items: readonly SavedItem[], found: Map<string, ItemNow>): number {
  return items.filter((item) => {
    const now = found.get(itemId(item.kind, item.key));
    return item.seen && now ? changesBetween(item.seen.figures, figuresOf(now)).length > 0 : false;
  }).length;
}

/** The page of a saved item (its link on /saved, and the page kept for offline reading). */
export function savedItemPath(now: ItemNow): string {
  switch (now.kind) {
    case 'city':
      return dashboardPath({ city: now.value.city });
    case 'locality':
      return localityPath(now.value.city, now.value.slug);
    case 'property':
      return propertyPath(now.value.id);
    case 'search':
      return now.value.path;
    case 'article':
      return articlePath(now.value.slug);
  }
}
