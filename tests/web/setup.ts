import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw.js';

// findBy… and waitFor wait for a condition; 1 s (the default) is too short on a busy machine,
// where antd's first render or a lazily imported chart library (Highcharts, transformed on first
// import) took over 5 s in a CI-like run beside a CPU hog. One limit for every wait, in one place.
configure({ asyncUtilTimeout: 15_000 });

// Unhandled requests fail the test: a component may only talk to /graphql.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());

// antd and Highcharts read these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// antd's Table measures scrollbars with getComputedStyle(element, '::-webkit-scrollbar');
// jsdom has no pseudo-elements and logs 'Not implemented' for each call.
const computedStyleOf = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyleOf(element);
