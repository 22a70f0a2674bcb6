import { useEffect } from 'react';

/**
 * Sets <html data-hydrated="true"> once the current page is interactive: it sits
 * beside the page inside the layout's Suspense boundary, so it commits when the page
 * itself has hydrated. The end-to-end tests wait for it before they click.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
