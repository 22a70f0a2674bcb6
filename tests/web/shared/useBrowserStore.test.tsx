import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredHydration } from '../../../web/src/shared/ui/DeferredHydration';
import { hydrationPhase } from '../../../web/src/shared/ui/hydrationPhase';
import { useBrowserStore } from '../../../web/src/shared/ui/useBrowserStore';

// A browser-only value (here a variable standing in for localStorage): the server and the
// hydrating render show the server's value, the browser's replaces it after hydration, and
// a reader mounted later shows the browser's value from its first render.

let stored = 'browser';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => stored;
const serverValue = () => 'server';

const firstRenders: string[] = [];
function Reader({ name }: { name: string }) {
  const value = useBrowserStore(subscribe, read, serverValue);
  if (!firstRenders.some((entry) => entry.startsWith(`${name}:`))) firstRenders.push(`${name}:${value}`);
  return <p data-name={name}>{value}</p>;
}

function Page() {
  return (
    <main>
      <Reader name="top" />
      <DeferredHydration>
        <Reader name="deferred" />
        {/* Hydrates with the outer part: no gate of its own, which must not hide the outer one's state. */}
        <DeferredHydration>
          <Reader name="nested" />
        </DeferredHydration>
      </DeferredHydration>
    </main>
  );
}

beforeEach(() => {
  // jsdom has none; a deferred part then waits for the idle-time release (releaseAll here).
  vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  firstRenders.length = 0;
  stored = 'browser';
  document.body.innerHTML = '';
});

const text = (container: HTMLElement, name: string) => container.querySelector(`[data-name="${name}"]`)?.textContent;

describe('useBrowserStore', () => {
  it('hydrates with the server value, in a part hydrating late too, then shows the browser value', async () => {
    // The server's HTML (jsdom has a window, so the value read there stands in for the server's).
    stored = 'server';
    const html = renderToString(<Page />);
    stored = 'browser';
    firstRenders.length = 0;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    hydrationPhase.start();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    // The top reader hydrated; the page's hydration ends, the deferred part has not hydrated yet.
    await act(async () => hydrationPhase.end());
    await act(async () => hydrationPhase.releaseAll());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(errors).toEqual([]);
    expect(firstRenders).toEqual(['top:server', 'deferred:server', 'nested:server']);
    expect(text(container, 'top')).toBe('browser');
    expect(text(container, 'deferred')).toBe('browser');
    expect(text(container, 'nested')).toBe('browser');

    stored = 'changed';
    await act(async () => listeners.forEach((listener) => listener()));
    expect(text(container, 'deferred')).toBe('changed');
  });

  it('shows the browser value from the first render of a reader mounted after hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Reader name="later" />));
    expect(firstRenders).toEqual(['later:browser']);
    expect(text(container, 'later')).toBe('browser');
  });
});
