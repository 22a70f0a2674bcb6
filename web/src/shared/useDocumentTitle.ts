import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config/constants';

/**
 * Names the page after what it shows, e.g. 'Phoenix Marketcity · GharInsight', once
 * the title is known (undefined leaves the route's own title in place). The title is
 * applied again in a microtask because the layout's route title is set in a parent
 * effect, which runs after this one in the same commit.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const apply = () => {
      document.title = `${title} · ${PRODUCT_NAME}`;
    };
    apply();
    queueMicrotask(apply);
  }, [title]);
}
