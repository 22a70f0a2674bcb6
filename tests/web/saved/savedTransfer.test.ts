import { describe, expect, it } from 'vitest';
import { exportFile, mergeImport, readImport } from '../../../web/src/features/saved/savedTransfer';
import { parseSavedStore, type SavedStore } from '../../../web/src/shared/saved/savedStore';

const AT = '2026-03-01T09:30:00.000Z';
const store: SavedStore = {
  version: 1,
  lastVisit: AT,
  items: [
    { kind: 'city', key: 'Pune', label: 'Pune', savedAt: AT, seen: { at: AT, figures: { avgPricePerSqft: 7935, articleIds: ['5'] } } },
    { kind: 'search', key: '/search?q=baner', label: 'Search “baner”', savedAt: AT },
  ],
};

describe('saved list export and import', () => {
  it('exports a dated JSON file that imports back to the same items', () => {
    const file = exportFile(store, new Date(AT));
    expect(file.name).toBe('gharinsight-saved-2026-03-01.json');
    const result = readImport(file.text);
    expect(result).toEqual({ ok: true, items: store.items });
  });

  it('adds only the items not saved yet, and at most 100 of a kind', () => {
    const more = [store.items[0], { kind: 'city' as const, key: 'Kochi', label: 'Kochi', savedAt: AT }];
    expect(mergeImport(store, more)).toEqual({ store: { ...store, items: [...store.items, more[1]] }, added: 1, refused: 0 });
    const full: SavedStore = { version: 1, items: Array.from({ length: 100 }, (_, index) => ({ kind: 'property' as const, key: String(index + 1), label: 'Home', savedAt: AT })) };
    expect(mergeImport(full, [{ kind: 'property', key: '500', label: 'Home', savedAt: AT }])).toMatchObject({ added: 0, refused: 1 });
  });

  it('refuses another version, and a file with more than 100 items of a kind', () => {
    expect(readImport(JSON.stringify({ format: 'gharinsight-saved-list', version: 2, items: [] }))).toEqual({ ok: false, reason: 'This saved list is of version 2; this app reads version 1.' });
    const items = Array.from({ length: 101 }, (_, index) => ({ kind: 'article', key: String(index), label: 'A', savedAt: AT }));
    expect(readImport(JSON.stringify({ format: 'gharinsight-saved-list', version: 1, items }))).toEqual({ ok: false, reason: 'This saved list has 101 items of kind article; at most 100 are kept.' });
  });
});

describe('parseSavedStore', () => {
  it('reads a valid store and refuses a foreign or broken one', () => {
    expect(parseSavedStore(JSON.parse(JSON.stringify(store)))).toEqual(store);
    expect(parseSavedStore({ version: 1, items: [store.items[0], store.items[0]] })).toBeNull();
    expect(parseSavedStore({ version: 1, items: [{ ...store.items[0], kind: 'planet' }] })).toBeNull();
    expect(parseSavedStore({ version: 1, items: [{ ...store.items[0], seen: { at: AT, figures: { price: 'lots' } } }] })).toBeNull();
    expect(parseSavedStore(['Pune'])).toBeNull();
  });
});
