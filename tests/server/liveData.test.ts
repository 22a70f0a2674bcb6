import { describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { LiveData } from '../../server/src/data/liveData.js';

// The swap behind a reload: what is derived from the data is built per data set and
// before the swap; a data set that cannot be built is refused and the old one stays.

const first = DataStore.fromFixtureDir();
const second = DataStore.fromFixtureDir();

describe('LiveData', () => {
  it('swaps the data, rebuilds what is derived from it once per data set, and tells its listeners', () => {
    const live = new LiveData(first);
    const built: DataStore[] = [];
    const derived = live.derive((data) => {
      built.push(data);
      return { data };
    });
    const changes: [DataStore, DataStore][] = [];
    live.onChange((next, previous) => changes.push([next, previous]));

    expect(derived().data).toBe(first);
    expect(derived()).toBe(derived());
    live.replace(second);
    expect(live.current).toBe(second);
    expect(derived().data).toBe(second);
    expect(built).toEqual([first, second]);
    expect(changes).toEqual([[second, first]]);
  });

  it('stepwise (a reload): builds each derived part with a pause between, serving the old data until the one-step swap', async () => {
    const live = new LiveData(first);
    const built: DataStore[] = [];
    live.derive((data) => built.push(data));
    live.derive((data) => built.push(data));
    const seenInPauses: DataStore[] = [];
    await live.replaceStepwise(second, async () => void seenInPauses.push(live.current));
    expect(seenInPauses).toEqual([first, first]);
    expect(built).toEqual([second, second]);
    expect(live.current).toBe(second);
  });

  it('refuses data whose derived parts cannot be built: the old data stays current and no listener runs', () => {
    const live = new LiveData(first);
    live.derive((data) => {
      if (data === second) throw new Error('cannot build the sitemap');
      return data;
    });
    let changed = false;
    live.onChange(() => (changed = true));
    expect(() => live.replace(second)).toThrow('cannot build the sitemap');
    expect(live.current).toBe(first);
    expect(changed).toBe(false);
  });
});
