import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsPage } from '../../../web/src/features/news/NewsPage';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderPage } from './renderPage';

const articles = testData().newsArticles();
const titlesOf = (list: { title: string }[]) => list.map((article) => article.title);

const render = () => renderPage(<NewsPage />, { route: '/news', path: '/news' });

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
  it('shows the counts in the tabs and pages of 6 with Previous and Next', async () => {
    render();
    expect(await screen.findByRole('tab', { name: `All Articles (${articles.length})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bookmarks (0)' })).toBeInTheDocument();

    const pages = Math.ceil(articles.length / 6);
    expect(shownTitles()).toEqual(titlesOf(articles.slice(0, 6)));
    expect(screen.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    expect(shownTitles()).toEqual(titlesOf(articles.slice(6, 12)));

    for (let page = 3; page <= pages; page++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(`Page ${pages} of ${pages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(shownTitles()).toEqual(titlesOf(articles.slice((pages - 1) * 6)));

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(`Page ${pages - 1} of ${pages}`)).toBeInTheDocument();
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
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

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

  it.each([
    ['Today', (timeAgo: string) => timeAgo.includes('hour')],
    ['This Week', (timeAgo: string) => !timeAgo.includes('month') && !timeAgo.includes('year')],
    ['This Month', (timeAgo: string) => !timeAgo.includes('year')],
    ['Last 3 Months', () => true],
    ['This Year', () => true],
  ])('filters the date range %s from timeAgo', async (range, rule) => {
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    await chooseOption('Date Range', range);
    await apply();
    const expected = articles.filter((article) => rule(article.timeAgo));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} of ${articles.length}`);
    expect(shownTitles()).toEqual(titlesOf(expected.slice(0, 6)));
  });

  it('ignores the reading-time slider', async () => {
    render();
    await screen.findByRole('tab', { name: /All Articles/ });
    const slider = screen.getByRole('slider', { name: 'Reading Time: up to 10 min' });
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '30');
    fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    expect(slider).toHaveAttribute('aria-valuenow', '15');
    await apply();
    expect(shownTitles()).toEqual(titlesOf(articles.slice(0, 6)));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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
    expect(JSON.parse(localStorage.getItem('bookmarkedArticles')!)).toEqual([articles[7].id, articles[1].id]);
    expect(screen.getByRole('button', { name: `Remove bookmark: ${articles[1].title}` })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Bookmarks (2)' }));
    // In list order, not bookmark order.
    expect(shownTitles()).toEqual([articles[1].title, articles[7].title]);

    await userEvent.click(screen.getByRole('button', { name: `Remove bookmark: ${articles[7].title}` }));
    expect(shownTitles()).toEqual([articles[1].title]);
    expect(JSON.parse(localStorage.getItem('bookmarkedArticles')!)).toEqual([articles[1].id]);
  });

  it('reads ids stored as numbers, and ignores a set that is not a list of ids', async () => {
    localStorage.setItem('bookmarkedArticles', JSON.stringify([Number(articles[3].id), articles[3].id]));
    const { unmount } = render();
    expect(await screen.findByRole('tab', { name: 'Bookmarks (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Bookmark: ${articles[0].title}` }));
    expect(JSON.parse(localStorage.getItem('bookmarkedArticles')!)).toEqual([articles[3].id, articles[0].id]);
    unmount();

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
