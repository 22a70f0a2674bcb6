import { useCallback, useMemo } from 'react';
import { addSaved, isSaved, readSaved, removeSaved, useSavedState } from '../saved/savedStore';

// The one bookmark set for the news list and the article page: the saved items of kind
// 'article' (features/saved/savedStore.ts; bookmarks kept before it, under
// bookmarkedArticles, are moved in), so both always agree, and in step with other tabs.
// Read after hydration, so the server-rendered page shows nothing bookmarked.

export function useBookmarks() {
  const { store } = useSavedState();
  const ids = useMemo(() => store.items.filter((item) => item.kind === 'article').map((item) => item.key), [store]);

  const toggle = useCallback((id: string, label = `Article ${id}`) => {
    if (isSaved(readSaved().store, 'article', id)) removeSaved('article', id);
    else addSaved('article', id, label);
  }, []);

  const isBookmarked = useCallback((id: string) => ids.includes(id), [ids]);

  return { ids, isBookmarked, toggle };
}
