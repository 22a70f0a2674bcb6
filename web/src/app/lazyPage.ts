import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit: each route is its own chunk, so the landing page
 * never downloads the dashboard's charts. `name` is the page module's named export.
 */
// The props type is the page's own (e.g. InfoPage takes a section), hence ComponentType<any>.
export function lazyPage<TModule extends Record<TName, ComponentType<any>>, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
