import { describe, expect, it } from 'vitest';
import { AnswerCache, CachedAnswer } from '../../server/src/http/answerCache.js';

// The answer cache's bookkeeping (issue 21), without a server: the version an answer is kept
// under, and the byte bound.

const json = (body: string, version: string) => new CachedAnswer(body, 'application/json; charset=utf-8', version, false);

describe('AnswerCache', () => {
  it('keeps an answer under the version of the data it was made from, not the version current when it is kept', () => {
    let version = 'old';
    const cache = new AnswerCache(() => version);
    // A request read the old data; a reload swapped the new data in before its answer was kept.
    const fromOldData = json('{"avgPrice":100}', 'old');
    version = 'new';
    cache.set('/api/market-data?city=Pune', fromOldData);
    expect(cache.get('/api/market-data?city=Pune')).toBeUndefined();
    // The answer made from the new data is the one served under the new version.
    const fromNewData = json('{"avgPrice":120}', 'new');
    cache.set('/api/market-data?city=Pune', fromNewData);
    expect(cache.get('/api/market-data?city=Pune')).toBe(fromNewData);
    // The old answer was kept under the old version only.
    version = 'old';
    expect(cache.get('/api/market-data?city=Pune')).toBe(fromOldData);
  });

  it('counts the keys toward its byte bound (a GraphQL POST key is the whole body)', () => {
    const cache = new AnswerCache(() => 'v1', 100_000);
    const longKey = (n: number) => `POST /graphql\n\n{"query":"{ cities { name } }","variables":{"pad":"${String(n).padEnd(10_000, 'x')}"}}`;
    for (let n = 0; n < 20; n += 1) cache.set(longKey(n), json('[]', 'v1'));
    // Each entry is ~20 kB of key and ~200 bytes of answer: at most 5 fit in 100 kB.
    expect(cache.count).toBeLessThanOrEqual(5);
    expect(cache.count).toBeGreaterThan(0);
    expect(cache.get(longKey(19))).toBeDefined();
    expect(cache.get(longKey(0))).toBeUndefined();
  });
});
