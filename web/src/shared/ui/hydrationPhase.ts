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
/** Parts of the first page not hydrated yet, shown as <html data-parts-waiting> for the end-to-end tests. */
let notHydrated = 0;

function showNotHydrated(): void {
  document.documentElement.dataset.partsWaiting = String(notHydrated);
}

/**
 * After the page has hydrated, the waiting parts hydrate one by one whenever the
 * browser is idle, top to bottom, so the whole page is soon interactive without one
 * long task. A part scrolled to first hydrates at once.
 */
function releaseWhenIdle(): void {
  const whenIdle = (step: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(step, { timeout: 2000 }) : setTimeout(step, 50);
  const step = () => {
    const [next] = waiting;
    if (!next) return;
    next();
    whenIdle(step);
  };
  whenIdle(step);
}

export const hydrationPhase = {
  start(): void {
    hydrating = true;
  },
  end(): void {
    hydrating = false;
    releaseWhenIdle();
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
  /** A waiting part has hydrated. */
  hydrated(): void {
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
