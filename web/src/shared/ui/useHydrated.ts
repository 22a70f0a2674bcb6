import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true in every render after it. Content
 * that exists only in the browser (charts) renders its placeholder until then, so the
 * server's HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
