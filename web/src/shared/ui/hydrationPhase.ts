/**
 * Whether the browser is hydrating the server's HTML: from startApp's hydrateRoot until
 * the page has hydrated (HydrationMark). Read at a component's first render, it tells
 * the first page's components from those mounted later by client-side navigation.
 * A module flag rather than a hook: a hook whose value changes after hydration would
 * re-render its component, and a re-render reaching a part of the page that has not
 * hydrated yet makes React hydrate it at once, in one long task.
 */
let hydrating = false;

export const hydrationPhase = {
  start(): void {
    hydrating = true;
  },
  end(): void {
    hydrating = false;
  },
  get active(): boolean {
    return hydrating;
  },
};
