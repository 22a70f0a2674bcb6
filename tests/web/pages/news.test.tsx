import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsPage } from '../../../web/src/features/news/NewsPage';
import { testData } from '../../support/graphqlExecutor';
import { NEWS_NOW } from '../../support/newsClock';
import { failWithServerError, neverAnswer } from '../msw';
import { renderPage } from './renderPage';

/** The keys of the saved items of one kind, in saved order (shared/saved/savedStore.ts). */
const savedKeys = (kind: string): string[] =>
  (JSON.parse(localStorage.getItem('gharinsight-saved') ?? '{"items":[]}') as { items: { kind: string; key: string }[] }).items.filter((item) => item.kind === kind).map((item) => item.key);

const articles = testData().newsArticles();
const titlesOf = (list: { title: string }[]) => list.map((article) => article.title);

const render = (route = '/news') => renderPage(<NewsPage />, { route, path: '/news' });
const where = (router: ReturnType<typeof render>['router']) => router.state.location.pathname + router.state.location.search;

/** The panel of the selected tab (inactive panels stay in the DOM, hidden). */
function activePanel(): HTMLElement {
  return document.getElementById(screen.getByRole('tab', { selected: true }).getAttribute('aria-controls')!)!;
}

/** Titles of the article cards shown in the active tab. */
function shownTitles(): string[] {
  return within(activePanel())
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

async function chooseOption(label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(combobox);
  const dropdown = document.getElementById(combobox.getAttribute('aria-controls')!)!.closest('.ant-select-dropdown') as HTMLElement;
  fireEvent.click(dropdown.querySelector(`.ant-select-item-option[title="${option}"]`)!);
}

const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('NewsPage states', () => {
  it('shows the header and a skeleton while loading', () => {
    neverAnswer('NewsPage');
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Real Estate News & Insights' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading news articles')).toBeInTheDocument();
  });

  it('shows the error message with Try Again when the load fails', async () => {
    failWithServerError('NewsPage');
    render();
    expect(await screen.findByText('Failed to load news articles.')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support if the issue persists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('NewsPage tabs and paging', () => {
  // Issue 13: the page is in the address and Previous/Next are links (they work without JavaScript).
  it('shows the counts in the tabs and pages of 6 with Previous and Next links', async () => {
    const { router } = render();
    expect(await screen.findByRole('tab', { name: `All Articles (${articles.length})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bookmarks (0)' })).toBeInTheDocument();

    const pages = Math.ceil(articles.length / 6);
    expect(shownTitles()).toEqual(titlesOf(articles.slice(0, 6)));
    expect(screen.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/news?page=2');

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    expect(where(router)).toBe('/news?page=2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/news');
    expect(shownTitles()).toEqual(titlesOf(articles.slice(6, 12)));

    for (let page = 3; page <= pages; page++) await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText(`Page ${pages} of ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(shownTitles()).toEqual(titlesOf(articles.slice((pages - 1) * 6)));

    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByText(`Page ${pages - 1} of ${pages}`)).toBeInTheDocument();
    expect(where(router)).toBe(`/news?page=${pages - 1}`);
  });

  it.each([
    ['?page=2', 2],
    ['?page=99', 'last'],
    ['?page=abc', 1],
    ['?page=0', 1],
  ] as const)('opens %s on page %s', async (query, expected) => {
    render(`/news${query}`);
    await screen.findByRole('tab', { name: /All Articles/ });
    const pages = Math.ceil(articles.length / 6);
    const page = expected === 'last' ? pages : expected;
    expect(screen.getByText(`Page ${page} of ${pages}`)).toBeInTheDocument();
    expect(shownTitles()).toEqual(titlesOf(articles.slice((page - 1) * 6, page * 6)));
  });

  it('shows the first 6 articles as Trending, without paging', async () => {
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Trending' }));
    expect(shownTitles()).toEqual(titlesOf(articles.slice(0, 6)));
    expect(within(activePanel()).queryByText(/^Page /)).not.toBeInTheDocument();
  });
});

describe('NewsPage filters', () => {
  it('applies a draft only on Apply Filters, shows the summary and returns to page 1', async () => {
    const { router } = render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));

    await userEvent.click(screen.getByRole('radio', { name: 'Market' }));
    await userEvent.type(screen.getByLabelText('Search'), 'mumbai');
    // Nothing applied yet.
    expect(screen.getByText(/^Page 2 of/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await apply();
    const expected = articles.filter(
      (article) => /market|investment/i.test(article.category) && article.title.toLowerCase().includes('mumbai'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(shownTitles()).toEqual(titlesOf(expected.slice(0, 6)));
    expect(screen.getByText(`Page 1 of ${Math.max(1, Math.ceil(expected.length / 6))}`)).toBeInTheDocument();
    expect(where(router)).toBe('/news');
    const summary = screen.getByRole('status');
    expect(summary).toHaveTextContent(`Showing ${expected.length} of ${articles.length} articles filtered by`);
    expect(summary).toHaveTextContent('Market');
    expect(summary).toHaveTextContent('“mumbai”');
  });

  it.each([
    ['Policy', (category: string) => /policy|update/i.test(category)],
    ['Projects', (category: string) => /commercial|residential/i.test(category)],
  ])('filters the %s type tab by category keywords', async (tab, rule) => {
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await userEvent.click(screen.getByRole('radio', { name: tab }));
    await apply();
    const expected = articles.filter((article) => rule(article.category));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} of ${articles.length}`);
    expect(shownTitles()).toEqual(titlesOf(expected.slice(0, 6)));
  });

  it('filters by exact category', async () => {
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await chooseOption('Category', 'Economy');
    await apply();
    expect(shownTitles()).toEqual(titlesOf(articles.filter((article) => article.category === 'Economy')));
  });

  // The page judges the ranges by the clock when Apply is pressed: only Date is faked
  // (timers stay real), set to the moment the test data layer ages the articles at.
  it.each([
    ['Today', 1],
    ['This Week', 7],
    ['This Month', 30],
    ['Last 3 Months', 90],
    ['This Year', 365],
  ])('filters the date range %s to the last %i days by publication date', async (range, days) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NEWS_NOW);
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await chooseOption('Date Range', range);
    await apply();
    const expected = articles.filter((article) => NEWS_NOW.getTime() - Date.parse(article.publishedAt) <= days * 24 * 60 * 60 * 1000);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(articles.length);
    const summary = screen.getByRole('status');
    expect(summary).toHaveTextContent(`Showing ${expected.length} of ${articles.length} articles filtered by`);
    // Every filter in effect is named: the range and the default reading-time limit.
    expect(within(summary).getAllByText(/./).map((tag) => tag.textContent)).toEqual(expect.arrayContaining([range, 'Up to 10 min read']));
    expect(shownTitles()).toEqual(titlesOf(expected.slice(0, 6)));
    expect(screen.getByText(`Page 1 of ${Math.ceil(expected.length / 6)}`)).toBeInTheDocument();
  });

  it('filters by reading time: 5 minutes leaves out the two 6-minute long reads; 0 is no limit', async () => {
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    const slider = screen.getByRole('slider', { name: 'Reading Time: up to 10 min' });
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '30');
    fireEvent.keyDown(slider, { key: 'ArrowLeft', keyCode: 37 });
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await apply();
    const long = articles.filter((article) => article.readingTimeMinutes > 5);
    expect(long.map((article) => article.id)).toEqual(['13', '21']);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${articles.length - 2} of ${articles.length} articles filtered by Up to 5 min read`);
    expect(shownTitles()).toEqual(titlesOf(articles.filter((article) => article.readingTimeMinutes <= 5).slice(0, 6)));

    fireEvent.keyDown(slider, { key: 'Home', keyCode: 36 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Reading Time: any length')).toBeInTheDocument();
    await apply();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(`Page 1 of ${Math.ceil(articles.length / 6)}`)).toBeInTheDocument();
  });

  it('shows each card’s age and reading time', async () => {
    render();
    const card = await screen.findByRole('article', { name: articles[0].title });
    expect(within(card).getByText(articles[0].timeAgo)).toHaveAttribute('datetime', articles[0].publishedAt);
    expect(card).toHaveTextContent(`${articles[0].timeAgo} · 2 min read`);
  });

  it('shows No articles found and clears with Clear Filters', async () => {
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await userEvent.type(screen.getByLabelText('Search'), 'no such headline anywhere');
    await apply();
    expect(screen.getByText('No articles found')).toBeInTheDocument();
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(shownTitles()).toEqual(titlesOf(articles.slice(0, 6)));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('links the feed of the applied category and the city in the address (issue 36)', async () => {
    render('/news?city=pune');
    await screen.findByRole('tab', { name: /All Articles/ });
    const feedHref = () => document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href');
    const feedTitle = () => document.head.querySelector('link[rel="alternate"][type="application/feed+json"]')?.getAttribute('title');
    expect(feedHref()).toMatch(/\/news\/feed\.atom\?city=Pune$/);
    await chooseOption('Category', 'Policy Update');
    await apply();
    expect(feedHref()).toMatch(/\/news\/feed\.atom\?city=Pune&category=Policy\+Update$/);
    expect(feedTitle()).toBe('GharInsight news: Pune, Policy Update (JSON Feed)');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(feedHref()).toMatch(/\/news\/feed\.atom\?city=Pune$/);
  });

  it('clears the applied filters and the draft with Reset', async () => {
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await userEvent.click(screen.getByRole('radio', { name: 'Policy' }));
    await apply();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(shownTitles()).toEqual(titlesOf(articles.slice(0, 6)));
  });
});

describe('NewsPage bookmarks and share', () => {
  it('keeps bookmarks in localStorage and lists them in the Bookmarks tab', async () => {
    localStorage.setItem('bookmarkedArticles', JSON.stringify([articles[7].id]));
    render();
    expect(await screen.findByRole('tab', { name: 'Bookmarks (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Bookmark: ${articles[1].title}` }));
    expect(screen.getByRole('tab', { name: 'Bookmarks (2)' })).toBeInTheDocument();
    expect(savedKeys('article')).toEqual([articles[7].id, articles[1].id]);
    expect(screen.getByRole('button', { name: `Remove bookmark: ${articles[1].title}` })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Bookmarks (2)' }));
    // In list order, not bookmark order.
    expect(shownTitles()).toEqual([articles[1].title, articles[7].title]);

    await userEvent.click(screen.getByRole('button', { name: `Remove bookmark: ${articles[7].title}` }));
    expect(shownTitles()).toEqual([articles[1].title]);
    expect(savedKeys('article')).toEqual([articles[1].id]);
  });

  it('reads ids stored as numbers, and ignores a set that is not a list of ids', async () => {
    localStorage.setItem('bookmarkedArticles', JSON.stringify([Number(articles[3].id), articles[3].id]));
    const { unmount } = render();
    expect(await screen.findByRole('tab', { name: 'Bookmarks (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Bookmark: ${articles[0].title}` }));
    expect(savedKeys('article')).toEqual([articles[3].id, articles[0].id]);
    unmount();

    localStorage.clear();
    localStorage.setItem('bookmarkedArticles', JSON.stringify({ ids: [articles[3].id] }));
    render();
    expect(await screen.findByRole('tab', { name: 'Bookmarks (0)' })).toBeInTheDocument();
  });

  it('says so when there are no bookmarks', async () => {
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bookmarks (0)' }));
    expect(screen.getByText('No bookmarked articles yet')).toBeInTheDocument();
  });

  it('copies the link and alerts when the browser has no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render();
    await userEvent.click(await screen.findByRole('button', { name: `Share: ${articles[0].title}` }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news/${articles[0].slug}`);
  });

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render();
    await userEvent.click(await screen.findByRole('button', { name: `Share: ${articles[2].title}` }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: articles[2].title, url: `${window.location.origin}/news/${articles[2].slug}` }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('only logs a failed share', async () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn().mockRejectedValue(new Error('AbortError')), configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render();
    await userEvent.click(await screen.findByRole('button', { name: `Share: ${articles[0].title}` }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not share the article', expect.any(Error)));
    expect(alert).not.toHaveBeenCalled();
  });
});
