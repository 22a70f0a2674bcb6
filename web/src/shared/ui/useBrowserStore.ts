import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { hydrationPhase } from './hydrationPhase';

/**
 * Inside a part of the first page that hydrates later (DeferredHydration): whether that
 * part is still to hydrate. Outside any such part, hydrationPhase says.
 */
export const PartHydrating = createContext<(() => boolean) | null>(null);

/**
 * A value that only the browser has (localStorage), like useSyncExternalStore with a
 * server snapshot, minus its forced synchronous re-render after hydration.
 *
 * The server, and the browser while it hydrates the server's HTML, render
 * `getServerSnapshot()`; the browser's value replaces it in an effect. React's own
 * useSyncExternalStore does that swap in one synchronous render of every reader and
 * its subtree: a page that reads the saved list (the news list, the dashboard) was
 * re-rendered whole in one task of 500-700 ms on a phone. Here the swap is a
 * transition, which React renders in slices between the browser's other work. A
 * component mounted after hydration (client-side navigation) reads the browser's value
 * at once. Later changes (this tab's or another's) apply as ordinary updates.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const partHydrating = useContext(PartHydrating);
  const [hydrating] = useState(() => typeof window === 'undefined' || hydrationPhase.active || (partHydrating?.() ?? false));
  const [value, setValue] = useState(() => (hydrating ? getServerSnapshot() : getSnapshot()));
  useEffect(() => {
    const read = () => setValue(getSnapshot());
    if (hydrating) startTransition(read);
    // Not hydrating: catches a change between this render and the subscription.
    else read();
    return subscribe(read);
  }, [subscribe, getSnapshot, hydrating]);
  return value;
}
