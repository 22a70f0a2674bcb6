import { useEffect } from 'react';
import { hydrationPhase } from '../shared/ui/hydrationPhase';

/**
 * Sets <html data-hydrated="true"> once the current page is interactive: it sits
 * beside the page inside the layout's Suspense boundary, so it commits when the page
 * itself has hydrated. The end-to-end tests wait for it before they click.
 */
export function HydrationMark() {
  useEffect(() => {
    hydrationPhase.end();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
