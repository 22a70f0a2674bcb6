import { Suspense, use, useContext, useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { hydrationPhase } from './hydrationPhase';
import { PartHydrating } from './useBrowserStore';

const BOXLESS = { display: 'contents' } as const;

const hasNoBox = (entry: IntersectionObserverEntry) => entry.boundingClientRect.width === 0 && entry.boundingClientRect.height === 0;

/** How near the viewport a deferred part must come before it hydrates. */
const HYDRATE_MARGIN = '200px 0px';

interface Gate {
  open(): void;
  readonly isOpen: boolean;
  readonly opened: Promise<void>;
  /** Takes the part out of <html data-parts-waiting> (hydrationPhase), once however often it is called. */
  stopCounting(): void;
}

function createGate(): Gate {
  let release = () => {};
  let isOpen = false;
  let counted = true;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = {
    opened,
    get isOpen() {
      return isOpen;
    },
    open() {
      isOpen = true;
      unregister();
      release();
    },
    stopCounting() {
      if (!counted) return;
      counted = false;
      hydrationPhase.uncount();
    },
  };
  const unregister = hydrationPhase.wait(() => gate.open());
  return gate;
}

/** A part rendered to hydrate: set once React has hydrated it (HydratedMark). */
interface Hydrating {
  hydrated: boolean;
}

/** Suspends while the gate is shut; React keeps the server's HTML in place meanwhile. */
function Gated({ gate, hydrating, children }: { gate: Gate | null; hydrating: Hydrating | null; children: ReactNode }) {
  if (gate && !gate.isOpen) use(gate.opened);
  return (
    <>
      {hydrating ? <HydratedMark gate={gate} hydrating={hydrating} /> : null}
      {children}
    </>
  );
}

/** Marks the part hydrated once React has hydrated it (its effect runs then); a gated part also counts. */
function HydratedMark({ gate, hydrating }: { gate: Gate | null; hydrating: Hydrating }) {
  useEffect(() => {
    hydrating.hydrated = true;
    // Once, though StrictMode runs a new component's effects twice in development (stopCounting is idempotent).
    gate?.stopCounting();
    // Both are the part's own, made once (useState): the effect runs once.
  }, [gate, hydrating]);
  return null;
}

/**
 * A part of a server-rendered page that hydrates after the rest of the page, on its
 * own: when it comes within HYDRATE_MARGIN of the viewport, or when a pointer, key or
 * focus event falls inside it (hydrationPhase.watch), or before a navigation or theme
 * switch (hydrationPhase.releaseAll). Its HTML is there and readable from the start;
 * only its event handlers wait, and a part nobody scrolls to never costs the CPU.
 *
 * Why: hydrating a whole page at once ends in one commit that ran 150 ms and more at a
 * phone's CPU speed, most of it for parts below the fold. Each deferred part hydrates
 * in a commit of its own, as it is needed. A click on a part that has not hydrated yet
 * makes React hydrate it on the spot and then handle the click (the event opens its
 * gate first).
 *
 * After the first page, on client-side navigation, it renders its children at once.
 * It renders one element (`as`, a div unless said), which carries the other props. A
 * plain div (no `as`, no class) is `display: contents`, so wrapping a part changes no
 * layout; its first child is then what is watched for the viewport.
 */
export function DeferredHydration({
  as: Element = 'div',
  children,
  ...props
}: { as?: 'div' | 'aside' | 'section' } & HTMLAttributes<HTMLElement>) {
  // Only the first page's hydration is gated; the server and later pages render everything.
  const [gate] = useState(() => (hydrationPhase.active ? createGate() : null));
  // Tells the part's readers of browser-only values (useBrowserStore) whether they render to
  // hydrate. A part inside one hydrating late has no gate, but its Suspense boundary still
  // hydrates after the outer part has: it tracks its own hydration too.
  const outerHydrating = useContext(PartHydrating);
  const [hydrating] = useState<Hydrating | null>(() => (gate || outerHydrating?.() ? { hydrated: false } : null));
  const [partHydrating] = useState(() => (hydrating ? () => !hydrating.hydrated : null));
  const ref = useRef<HTMLElement>(null);
  // New children from the parent: React has to hydrate this part to apply them, so it
  // may not wait (opening here, during render, is idempotent).
  const firstChildren = useRef(children);
  if (gate && !gate.isOpen && children !== firstChildren.current) gate.open();
  const boxless = Element === 'div' && !props.className;

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.isOpen || !element) return undefined;
    const watched = boxless ? element.firstElementChild : element;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
        // Not displayed at this width (the header's saved link on a phone), so out of a
        // visitor's reach: it hydrates if it is ever shown (the observer sees it then),
        // and meanwhile does not count as waiting.
        else if (entries.every(hasNoBox)) gate.stopCounting();
      },
      { rootMargin: HYDRATE_MARGIN },
    );
    if (watched) observer.observe(watched);
    else gate.open();
    const unwatch = hydrationPhase.watch(element, () => gate.open());
    // Watching ends when the gate opens or the part goes, whichever comes first.
    const stop = () => {
      observer.disconnect();
      unwatch();
    };
    void gate.opened.then(stop);
    return stop;
  }, [gate, boxless]);

  // A part removed before it hydrated (its parent changed what it shows) is no longer
  // waiting: without this it would count in <html data-parts-waiting> forever.
  useEffect(() => () => gate?.stopCounting(), [gate]);

  return (
    <Element ref={ref as RefObject<HTMLDivElement>} style={boxless ? BOXLESS : undefined} {...props}>
      <PartHydrating value={partHydrating}>
        <Suspense fallback={null}>
          <Gated gate={gate} hydrating={hydrating}>
            {children}
          </Gated>
        </Suspense>
      </PartHydrating>
    </Element>
  );
}
