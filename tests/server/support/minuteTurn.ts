// Rendered pages are kept only until the next minute's turn, by design (server/src/render/renderCache.ts:
// a page may show ages such as "8 hours ago"). So a test that renders a page and then expects
// its repeat from the cache fails, rightly, when a minute turns between the two requests.
// inOneMinute runs such a pair again, on a URL not yet rendered, until the clock's minute
// is the same at its start and its end (a render takes seconds, so a second try suffices).

const minute = () => Math.floor(Date.now() / 60_000);

/** Runs `pair` with a query string (`turn=1`, `turn=2`, …) to make its URL new, until no minute's turn fell within it. */
export async function inOneMinute<T>(pair: (query: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const started = minute();
    const result = await pair(`turn=${attempt}`);
    if (minute() === started || attempt === 3) return result;
  }
}
