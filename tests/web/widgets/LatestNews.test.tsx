import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LatestNews } from '../../../web/src/features/latest-news/LatestNews';
import { NEWS_CATEGORY_COLORS } from '../../../web/src/shared/newsCategories';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectWidgetSkeleton } from './helpers';

describe('LatestNews', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer('LatestNews');
    renderWithProviders(<LatestNews />);
    expectWidgetSkeleton('Loading latest news', 364);
  });

  it("shows the spec message, the support hint and 'Try Again' on error", async () => {
    failWithServerError('LatestNews');
    renderWithProviders(<LatestNews />);
    const alert = await expectErrorMessage('Failed to load news articles.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('lists the first 4 articles, each linking to /news/{slug}, with category, time ago and source', async () => {
    const articles = testData().newsArticles();
    renderWithProviders(<LatestNews />);
    const list = await screen.findByRole('list', { name: 'Latest articles' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    articles.slice(0, 4).forEach((article, index) => {
      const row = within(rows[index]);
      expect(row.getByRole('link', { name: article.title })).toHaveAttribute('href', `/news/${article.slug}`);
      expect(row.getByText(article.category)).toBeInTheDocument();
      expect(row.getByText(article.timeAgo)).toBeInTheDocument();
      expect(row.getByText(article.source)).toBeInTheDocument();
    });
    expect(screen.queryByRole('link', { name: articles[4].title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mumbai prices hold above ₹17,000 per sq ft as annual growth cools to 6%' })).toHaveAttribute(
      'href',
      '/news/mumbai-prices-hold-above-17000-per-sq-ft-as-annual-growth-cools-to-6',
    );
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/news');
  });

  it("colours each category tag with the category's fixed colour", async () => {
    const articles = testData().newsArticles().slice(0, 4);
    renderWithProviders(<LatestNews />);
    const list = await screen.findByRole('list', { name: 'Latest articles' });
    for (const article of articles) {
      const tag = within(list).getByText(article.category).closest('.ant-tag');
      expect(tag).toHaveClass(`ant-tag-${NEWS_CATEGORY_COLORS[article.category]}`);
    }
    expect(within(list).getByText('Market Analysis').closest('.ant-tag')).toHaveClass('ant-tag-blue');
  });
});
