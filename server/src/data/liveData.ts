import type { DataStore } from './DataStore.js';

// The data the server answers from, swapped whole on a reload (http/reload.ts).
//
// A request reads `live.current` once, when it starts, and keeps that DataStore to the
// end, so requests in flight finish on the old data while later ones see the new. What
// is built from a data set (the REST router, the sitemap) is made per data set with
// `derive`, and built for the new data before the swap, so a data set that cannot be
// served is refused while the old one keeps serving. Caches keyed to the data register
// with `onChange` and are dropped at the swap (the render cache; the answer cache).

export type DataChangeListener = (next: DataStore, previous: DataStore) => void;

export class LiveData {
  private store: DataStore;
  private readonly listeners = new Set<DataChangeListener>();
  private readonly builders: ((data: DataStore) => unknown)[] = [];
  /** When the current data was loaded (ms since the epoch). */
  loadedAt = Date.now();

  constructor(initial: DataStore) {
    this.store = initial;
  }

  get current(): DataStore {
    return this.store;
  }

  /**
   * `build(data)` for the current data: made once per data set (kept with the data set, so
   * the old one goes with the old data), and made for new data before it is swapped in.
   */
  derive<T>(build: (data: DataStore) => T): () => T {
    const made = new WeakMap<DataStore, T>();
    const get = (data: DataStore): T => {
      if (!made.has(data)) made.set(data, build(data));
      return made.get(data)!;
    };
    this.builders.push(get);
    return () => get(this.store);
  }

  /** The data-changed hook: `listener` runs at each swap, after the new data is current. Returns its removal. */
  onChange(listener: DataChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * replace(next), with what is derived from `next` built one part at a time and `pause()`
   * between parts (a reload lets requests through). The swap itself is still one step.
   */
  async replaceStepwise(next: DataStore, pause: () => Promise<void>): Promise<void> {
    for (const build of this.builders) {
      build(next);
      await pause();
    }
    this.replace(next);
  }

  /**
   * Makes `next` current. Everything derived from the data is built for `next` first; if
   * any of it throws, the old data stays current and the error is thrown. The swap and the
   * listeners run in one synchronous step: no request sees the new data with an old cache.
   */
  replace(next: DataStore): void {
    for (const build of this.builders) build(next);
    const previous = this.store;
    this.store = next;
    this.loadedAt = Date.now();
    for (const listener of this.listeners) listener(next, previous);
  }
}
