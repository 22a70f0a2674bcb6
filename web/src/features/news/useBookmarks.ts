import { useCallback, useMemo } from 'react';
import { addSaved, isSaved, readSaved, removeSaved, subscribeSaved } from '../../shared/saved/savedStore';
import { useBrowserStore } from '../../shared/ui/useBrowserStore';

/** The bookmarked articles' ids, one per line (ids have no line breaks). */
const bookmarkedIds = () =>
  readSaved()
    .store.items.filter((item) => item.kind === 'article')
    .map((item) => item.key)
    .join('\n');
const noBookmarks = () => '';

// The one bookmark set for the news list and the article page: the saved items of kind
// 'article' (shared/saved/savedStore.ts, which mirrors them to the spec's key,
// bookmarkedArticles, and reads ids found there), so both always agree, and in step with other tabs.
// Read after hydration, so the server-rendered page shows nothing bookmarked.

export function useBookmarks() {
  // The ids as one string, so a reader re-renders only when they change: not when the
  // stored list arrives after hydration with no bookmark in it. (A re-render of the news
  // list there would hydrate every card still waiting for the viewport: new props reach them.)
  const joined = useBrowserStore(subscribeSaved, bookmarkedIds, noBookmarks);
  const ids = useMemo(() => (joined ? joined.split('\n') : []), [joined]);

  const toggle = useCallback((id: string, label = `Article ${id}`) => {
    if (isSaved(readSaved().store, 'article', id)) removeSaved('article', id);
    else addSaved('article', id, label);
  }, []);

  const isBookmarked = useCallback((id: string) => ids.includes(id), [ids]);

  return { ids, isBookmarked, toggle };
}
