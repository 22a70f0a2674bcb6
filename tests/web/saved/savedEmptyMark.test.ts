import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKMARKS_STORAGE_KEY, FAVOURITES_STORAGE_KEY } from '../../../web/src/config/constants';
import { SAVED_STORAGE_KEY } from '../../../web/src/shared/saved/savedStore';

// index.html's inline script cannot import the app's constants: it names the saved list's
// keys itself to mark <html data-saved-empty> before the first paint. If a key is renamed
// in the app, this fails instead of the Saved page showing "Nothing saved yet" to a
// visitor who has saved something.
describe("index.html's saved-list check", () => {
  it('reads the keys the app writes', () => {
    const html = readFileSync('web/index.html', 'utf8');
    for (const key of [SAVED_STORAGE_KEY, FAVOURITES_STORAGE_KEY, BOOKMARKS_STORAGE_KEY]) expect(html).toContain(`localStorage.getItem('${key}')`);
  });
});
