import type { Page } from '@playwright/test';
import news from '../../server/fixtures/news.json' with { type: 'json' };
import { lowContrast } from './contrast';
import { chooseOption } from './support/antSelect';
import { expect, test } from './fixtures';

const PAGES = Math.ceil(news.length / 6);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Articles published within the last `days` days of now: the fixture dates age, so expectations are computed, never fixed. */
const withinDays = (days: number, now = Date.now()) => news.filter((article) => now - Date.parse(article.publishedAt) <= days * DAY_MS);
/** Minutes to read at 200 words a minute, rounded up: the oracle for the reading-time slider. */
const readingMinutes = (article: (typeof news)[number]) => Math.ceil(article.body.join(' ').split(/\s+/).filter(Boolean).length / 200);
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

// Chromium offers a share sheet on some platforms only; these tests take the
// copy-the-link path everywhere.
test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
});

test('the list pages through the articles 6 at a time', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate News & Insights' })).toBeVisible();
  await expect(tab(page, /^All Articles/)).toHaveText(`All Articles (${news.length})`);
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toHaveAccessibleName(news[0].title);
  await expect(page.getByText(`Page 1 of ${PAGES}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${PAGES}`)).toBeVisible();
  await expect(cards(page).first()).toHaveAccessibleName(news[6].title);
  // The pager sits under the cards: the new page starts in view, not scrolled past.
  await expect(cards(page).first()).toBeInViewport({ ratio: 1 });

  await tab(page, /^Trending/).click();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toHaveAccessibleName(news[0].title);
});

test('filters apply on Apply Filters, return to page 1 and clear', async ({ page }) => {
  await page.goto('/news');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${PAGES}`)).toBeVisible();

  await page.getByText('Policy', { exact: true }).click();
  await chooseOption(page, page.getByLabel('Date Range'), 'This Month');
  // Nothing changes before Apply Filters.
  await expect(page.getByText(`Page 2 of ${PAGES}`)).toBeVisible();

  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const expected = withinDays(30).filter((article) => /policy|update/i.test(article.category));
  await expect(page.getByRole('status')).toContainText(`Showing ${expected.length} of ${news.length} articles filtered by`);
  await expect(page.getByRole('status')).toContainText('This Month');
  await expect(cards(page)).toHaveCount(Math.min(6, expected.length));
  if (expected.length > 0) await expect(page.getByText(/^Page 1 of/)).toBeVisible();

  await page.getByRole('main').getByLabel('Search', { exact: true }).fill('no headline has these words');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('No articles found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('main').getByLabel('Search', { exact: true })).toHaveValue('');
});

test('the date ranges keep only articles published within them, and the slider limits the reading time', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(6);
  for (const [range, days] of [
    ['This Year', 365],
    ['Last 3 Months', 90],
    ['This Week', 7],
  ] as const) {
    await chooseOption(page, page.getByLabel('Date Range'), range);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    const expected = withinDays(days);
    await expect(page.getByRole('status')).toContainText(`Showing ${expected.length} of ${news.length} articles filtered by`);
    await expect(page.getByRole('status')).toContainText(range);
    await expect(cards(page)).toHaveCount(Math.min(6, expected.length));
    if (expected.length > 0) await expect(cards(page).first()).toHaveAccessibleName(expected[0].title);
  }
  await page.getByRole('button', { name: 'Reset' }).click();

  // 5 minutes: the long reads (over 1,000 words) are left out.
  const slider = page.getByRole('slider', { name: /Reading Time/ });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '5');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const short = news.filter((article) => readingMinutes(article) <= 5);
  expect(short.length).toBeLessThan(news.length);
  await expect(page.getByRole('status')).toContainText(`Showing ${short.length} of ${news.length} articles filtered by`);
  await expect(page.getByRole('status')).toContainText('Up to 5 min read');
});

test('bookmarks survive a reload and agree between the list and the article', async ({ page }) => {
  const article = news[2];
  await page.goto('/news');
  await page.getByRole('button', { name: `Bookmark: ${article.title}` }).click();
  await expect(tab(page, /^Bookmarks/)).toHaveText('Bookmarks (1)');

  await page.reload();
  await expect(tab(page, /^Bookmarks/)).toHaveText('Bookmarks (1)');
  await tab(page, /^Bookmarks/).click();
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: article.title }).click();

  await expect(page).toHaveURL(`/news/${article.slug}`);
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  await page.goto('/news');
  await expect(tab(page, /^Bookmarks/)).toHaveText('Bookmarks (0)');
  await expect(page.getByRole('button', { name: `Bookmark: ${article.title}` })).toHaveAttribute('aria-pressed', 'false');
});

test('bookmarkedArticles (the spec key) holds the bookmarked ids, and ids put there show on the list, the article and /saved', async ({ page }) => {
  const stored = () => page.evaluate(() => localStorage.getItem('bookmarkedArticles'));
  const [first, second] = [news[2], news[4]];
  await page.goto('/news');
  await page.getByRole('button', { name: `Bookmark: ${first.title}` }).click();
  await expect.poll(stored).toBe(JSON.stringify([first.id]));

  // An id written under the key by hand (another script, an older version of the app) shows everywhere.
  await page.evaluate((ids) => localStorage.setItem('bookmarkedArticles', JSON.stringify(ids)), [first.id, second.id]);
  await page.reload();
  await expect(tab(page, /^Bookmarks/)).toHaveText('Bookmarks (2)');
  await page.goto(`/news/${second.slug}`);
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved');
  await expect(page.getByRole('main').getByRole('link', { name: second.title })).toBeVisible();

  // Removing a bookmark on the article page takes it out of the key.
  await page.goto(`/news/${first.slug}`);
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect.poll(stored).toBe(JSON.stringify([second.id]));
});

test('Share copies the article link when there is no share sheet', async ({ page }) => {
  await page.goto('/news');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Share: ${news[0].title}` }).click();
  await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/news/${news[0].slug}`, page.url()).href);
});

test('the article page Share copies the link and says so when there is no share sheet', async ({ page }) => {
  const article = news[4];
  await page.goto(`/news/${article.slug}`);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/news/${article.slug}`, page.url()).href);
});

test('a failed load offers Try Again, which reloads the page', async ({ page }) => {
  // The server renders /news with its data; a load can fail only in the browser, on the
  // way there from another page.
  await page.goto('/');
  let failed = false;
  // The app sends its queries as persisted queries over GET (the operation name in the URL), a first one as POST.
  await page.route((url) => url.pathname === '/graphql', async (route) => {
    const request = route.request();
    const operationName = request.method() === 'GET' ? new URL(request.url()).searchParams.get('operationName') : (request.postDataJSON() as { operationName?: string }).operationName;
    if (operationName === 'NewsPage' && !failed) {
      failed = true;
      await route.fulfill({ json: { data: null, errors: [{ message: 'Service unavailable' }] } });
      return;
    }
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'News' }).click();
  await expect(page.getByText('Failed to load news articles.')).toBeVisible();
  await expect(page.getByText('Please try again later or contact support if the issue persists.')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards(page)).toHaveCount(6);
});

test('an article shows its text and related articles, which open in turn', async ({ page, request }) => {
  const article = news[0];
  // The age is computed from publishedAt when the server answers: the API says what the page must show.
  const { timeAgo } = (await (await request.get(`/api/news/${article.slug}`)).json()) as { timeAgo: string };
  await page.goto(`/news/${article.slug}`);
  await expect(page).toHaveTitle(`${article.title} · GharInsight`);
  const main = page.getByRole('article', { name: article.title });
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(main.locator(`time[datetime="${article.publishedAt}"]`)).toHaveText(timeAgo);
  await expect(main.getByText(`${article.source} · 1.2K views`)).toBeVisible();
  await expect(main.getByText(article.body[0])).toBeVisible();

  // From news.json: the first article's related articles are the 3rd, 7th and 11th.
  const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link');
  await expect(related).toHaveText([news[2].title, news[6].title, news[10].title]);
  await related.nth(1).click();
  await expect(page).toHaveURL(`/news/${news[6].slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news[6].title);
});

test('an unknown article shows Article Not Found with a way back', async ({ page }) => {
  await page.goto('/news/this-article-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to News' }).click();
  await expect(page).toHaveURL('/news');
  await expect(cards(page)).toHaveCount(6);
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: every category badge has at least 4.5:1 contrast`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('gharinsight-theme', JSON.stringify(value)), theme);
    await page.goto('/news');
    const seen = new Set<string>();
    for (let pageNumber = 1; pageNumber <= PAGES; pageNumber += 1) {
      await expect(page.getByText(`Page ${pageNumber} of ${PAGES}`)).toBeVisible();
      for (const badge of await page.getByRole('tabpanel').locator('article .ant-tag').allTextContents()) seen.add(badge);
      expect(await lowContrast(page, 'article .ant-tag'), `page ${pageNumber}`).toEqual([]);
      if (pageNumber < PAGES) await page.getByRole('link', { name: 'Next' }).click();
    }
    expect(seen.size, 'the pages show all 9 categories').toBe(new Set(news.map((article) => article.category)).size);
  });
}
