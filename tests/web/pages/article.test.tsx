import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticlePage } from '../../../web/src/features/news/ArticlePage';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderPage } from './renderPage';

/** The keys of the saved items of one kind, in saved order (shared/saved/savedStore.ts). */
const savedKeys = (kind: string): string[] =>
  (JSON.parse(localStorage.getItem('gharinsight-saved') ?? '{"items":[]}') as { items: { kind: string; key: string }[] }).items.filter((item) => item.kind === kind).map((item) => item.key);

const data = testData();
const byId = (id: string) => data.newsArticles().find((article) => article.id === id)!;

const render = (slug: string) => renderPage(<ArticlePage />, { route: `/news/${slug}`, path: '/news/:slug' });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ArticlePage', () => {
  it('shows the article with its badge, time, source, views, image and body', async () => {
    const article = byId('1');
    render(article.slug);
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    const main = screen.getByRole('article', { name: article.title });
    expect(within(main).getAllByText(article.category)[0]).toBeInTheDocument();
    expect(within(main).getByText(article.timeAgo)).toBeInTheDocument();
    expect(within(main).getByText(new RegExp(article.source))).toHaveTextContent('1.2K views');
    expect(within(main).getByRole('img', { name: article.title })).toHaveAttribute('src', article.image);
    for (const paragraph of article.body) expect(within(main).getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${article.title} · GharInsight`));
  });

  it('lists up to 3 related articles: same category or a title with the first word', async () => {
    // From news.json: article 1 ('Mumbai prices…', Market Analysis) relates to 3 (a Mumbai title),
    // 7 (Market Analysis) and 11 (both); 21 (a Mumbai title) is the fourth and is left out.
    render(byId('1').slug);
    const section = await screen.findByRole('region', { name: 'Related Articles' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['3', '7', '11'].map((id) => byId(id).title));
    expect(links[0]).toHaveAttribute('href', `/news/${byId('3').slug}`);
  });

  it('shows fewer related articles when fewer relate', async () => {
    // Article 9 ('Green homes…', Green Building) relates only to 17 ('Green upgrades…', Green Building).
    render(byId('9').slug);
    const section = await screen.findByRole('region', { name: 'Related Articles' });
    expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual([byId('17').title]);
  });

  it('saves the article in the shared bookmark set and reads it back on load', async () => {
    const article = byId('4');
    const { unmount } = render(article.slug);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(savedKeys('article')).toEqual([article.id]);
    unmount();

    render(article.slug);
    await userEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(savedKeys('article')).toEqual([]);
  });

  it('shares through the share sheet, and without one copies the link and says so like the list card', async () => {
    const article = byId('2');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { unmount } = render(article.slug);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news/${article.slug}`);
    expect(writeText.mock.invocationCallOrder[0]).toBeLessThan(alert.mock.invocationCallOrder[0]);
    unmount();
    writeText.mockClear();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(article.slug);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: article.title, url: `${window.location.origin}/news/${article.slug}` }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shows a skeleton while loading', () => {
    neverAnswer('ArticlePage');
    render(byId('1').slug);
    expect(screen.getByLabelText('Loading article')).toBeInTheDocument();
  });

  it.each([
    ['an unknown slug', 'no-such-article', () => {}],
    ['a failed load', byId('1').slug, () => failWithServerError('ArticlePage')],
  ])('shows Article Not Found for %s, with links back to /news', async (_, slug, arrange) => {
    arrange();
    const { router } = render(slug);
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Article Not Found · GharInsight'));
    await userEvent.click(screen.getByRole('link', { name: 'Browse All News' }));
    expect(router.state.location.pathname).toBe('/news');
  });

  it('goes back to the news list', async () => {
    const { router } = render(byId('1').slug);
    await userEvent.click(await screen.findByRole('link', { name: 'Back to News' }));
    expect(router.state.location.pathname).toBe('/news');
  });
});
