import { describe, expect, it } from 'vitest';
import { untilNextMinute } from '../../server/src/http/cachePolicy.js';
import { CachedAnswer } from '../../server/src/http/answerCache.js';
import { RenderCache } from '../../server/src/render/renderCache.js';

// The render cache keeps a page until the minute turns: the pages show article ages
// ('8 hours ago') that the API works out when it answers, and those change only then.

/** A rendered page as the render cache keeps it (every kept answer is a CachedAnswer). */
const page = (html: string) => new CachedAnswer(html, 'text/html; charset=utf-8', 'v1', true);
const text = (answer: CachedAnswer | undefined) => answer?.identity.toString('utf8');

describe('the render cache', () => {
  it('keeps a rendered page until the end of the minute, then renders it again', async () => {
    let clock = 10 * 60_000 + 59_000; // 59 s into a minute
    const cache = new RenderCache(1024 * 1024, () => clock);
    let renders = 0;
    const render = async () => page(`<p>render ${++renders}</p>`);

    expect(text(await cache.get('light /news', render))).toBe('<p>render 1</p>');
    clock += 900;
    expect(text(await cache.get('light /news', render))).toBe('<p>render 1</p>');
    clock += 200; // past the minute's turn
    expect(text(await cache.get('light /news', render))).toBe('<p>render 2</p>');
    expect(renders).toBe(2);
  });

  it('renders a URL once for requests that arrive while it renders', async () => {
    const cache = new RenderCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page('<p>page</p>');
    };
    const pages = await Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)]);
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('clear() (new data) drops every page; a render under way is sent to its requests but not kept', async () => {
    const cache = new RenderCache();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return page('<p>old data</p>');
    };
    await cache.get('kept', async () => page('<p>old</p>'));
    const underWay = cache.get('slow', slow);
    await Promise.resolve();
    cache.clear();
    expect(cache.peek('kept')).toBeUndefined();
    const fresh = cache.get('slow', async () => page('<p>new data</p>'));
    release();
    expect(text(await underWay)).toBe('<p>old data</p>');
    expect(text(await fresh)).toBe('<p>new data</p>');
    expect(text(cache.peek('slow'))).toBe('<p>new data</p>');
    expect(cache.count).toBe(1);
  });

  it.each([
    [0, 60_000],
    [1, 59_999],
    [59_999, 1],
    [60_000 * 5 + 30_000, 30_000],
  ])('at %i ms the next minute starts in %i ms', (now, expected) => {
    expect(untilNextMinute(now)).toBe(expected);
  });
});
