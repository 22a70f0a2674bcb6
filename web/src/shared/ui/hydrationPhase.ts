/**
 * Whether the browser is hydrating the server's HTML: from startApp's hydrateRoot until
 * the page has hydrated (HydrationMark). Read at a component's first render, it tells
 * the first page's components from those mounted later by client-side navigation.
 * A module flag rather than a hook: a hook whose value changes after hydration would
 * re-render its component, and a re-render reaching a part of the page that has not
 * hydrated yet makes React hydrate it at once, in one long task.
 */
let hydrating = false;

/** The open() of each part still waiting to hydrate (DeferredHydration). */
const waiting = new Set<() => void>();
/**
 * Parts of the first page a visitor can reach that have not hydrated yet, shown as
 * <html data-parts-waiting> for the end-to-end tests (a part not displayed does not count).
 */
let notHydrated = 0;

function showNotHydrated(): void {
  document.documentElement.dataset.partsWaiting = String(notHydrated);
}

/** Waiting parts' elements, opened by the first event inside them (see watch). */
const watched = new Map<Element, () => void>();
let listening = false;

function openWhereEventFalls(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, open] of watched) if (element.contains(target)) open();
}

export const hydrationPhase = {
  start(): void {
    hydrating = true;
  },
  end(): void {
    // The waiting parts stay waiting: each hydrates when it comes near the viewport or an
    // event falls inside it (DeferredHydration), not in the browser's idle time. Hydrating
    // them one by one when idle kept a phone's CPU busy through the first seconds for parts
    // nobody had scrolled to: 100 to 190 ms of blocking time on the locality and property
    // pages (Lighthouse, 4x slower CPU), in tasks of 60 to 150 ms any tap had to wait behind.
    hydrating = false;
  },
  get active(): boolean {
    return hydrating;
  },
  /** Registers a waiting part's open(); returns the function that unregisters it. */
  wait(open: () => void): () => void {
    waiting.add(open);
    notHydrated += 1;
    showNotHydrated();
    return () => waiting.delete(open);
  },
  /**
   * Opens a waiting part when a pointer, key or focus event happens inside it. The
   * listener is on the document, in the capture phase, so it runs before React's own
   * (on the app's root): React then finds the part free to hydrate on the spot and
   * hands it the event. A listener on the part itself ran after React, which had
   * already dropped the event (a tap on a button that had not hydrated did nothing).
   */
  watch(element: Element, open: () => void): () => void {
    if (!listening) {
      listening = true;
      for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click']) {
        document.addEventListener(type, openWhereEventFalls, { capture: true, passive: true });
      }
    }
    watched.set(element, open);
    return () => watched.delete(element);
  },
  /** A waiting part has hydrated, or is not displayed: it no longer counts. */
  uncount(): void {
    notHydrated -= 1;
    showNotHydrated();
  },
  /**
   * Lets every waiting part hydrate now. Called before an app-wide change (a navigation,
   * a theme switch): such a change reaches into the waiting parts through context, React
   * must hydrate them to apply it, and a part still waiting would hold the change back
   * (a navigation, being a transition, would wait for it indefinitely).
   */
  releaseAll(): void {
    [...waiting].forEach((open) => open());
  },
};
