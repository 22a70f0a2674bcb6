import { useMemo, useState } from 'react';
import { Button, Card, Empty, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { TRENDING_COUNT } from '../../config/constants';
import { NEWS_PAGE_PARAM, newsFeeds, newsPath, paths } from '../../config/paths';
import { canonicalCity } from '../../config/cities';
import { PageHead } from '../../shared/head/PageHead';
import { useNewsPageQuery } from '../../generated/graphql';
import { NewsArticlesState } from '../../shared/news/NewsArticlesState';
import { ArticleGrid } from './ArticleGrid';
import type { ListArticle } from './ArticleCard';
import { NewsFilterPanel } from './NewsFilterPanel';
import { ALL_CATEGORIES, DEFAULT_NEWS_FILTERS, activeFilterLabels, filterArticles, hasChangedFilters, type NewsFilters } from './newsFilters';
import { useBookmarks } from './useBookmarks';
import styles from './news.module.css';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';

type NewsTab = 'all' | 'trending' | 'bookmarks';

export function NewsPage() {
  const { data, loading, error } = useNewsPageQuery();
  // The feed the page links follows what it shows: a city in the address (`/news?city=Pune`)
  // and the applied category filter narrow it as the server's `?city=` and `?category=` do.
  const [params] = useSearchParams();
  const city = canonicalCity(params.get('city'));
  const [category, setCategory] = useState<string | undefined>();

  return (
    <div className={styles.page}>
      <PageHead
        title="News & Insights"
        description="Real estate news and insights from India's property markets: market analysis, policy updates and trends. Illustrative sample articles."
        path={paths.news}
        feeds={newsFeeds({ city, category })}
      />
      <header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          Real Estate News & Insights
        </Typography.Title>
        <Typography.Paragraph type="secondary">Market analysis, policy updates and trends from India's property markets.</Typography.Paragraph>
      </header>
      <NewsArticlesState loading={loading} error={error} articles={data?.newsArticles} skeleton={<NewsSkeleton />}>
        {(articles) => <NewsTabs articles={articles} onApply={(filters) => setCategory(filters.category === ALL_CATEGORIES ? undefined : filters.category)} />}
      </NewsArticlesState>
    </div>
  );
}

function NewsTabs({ articles, onApply }: { articles: ListArticle[]; onApply: (filters: NewsFilters) => void }) {
  const bookmarks = useBookmarks();
  const [tab, setTab] = useState<NewsTab>('all');
  const [draft, setDraft] = useState<NewsFilters>(DEFAULT_NEWS_FILTERS);
  const [applied, setApplied] = useState<NewsFilters>(DEFAULT_NEWS_FILTERS);
  // The date ranges end at the moment the filters were applied (read in the handler, not
  // during render). The defaults have no date range, so the initial value is never used.
  const [appliedAt, setAppliedAt] = useState(0);
  // The page of all articles is in the address (?page=2), so its pager is a pair of links
  // that work without JavaScript; the grid clamps a page past the end to the last one.
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(NEWS_PAGE_PARAM));
  const [bookmarksPage, setBookmarksPage] = useState(1);

  const categories = useMemo(() => [...new Set(articles.map((article) => article.category))].sort(), [articles]);
  const filtered = useMemo(() => filterArticles(articles, applied, appliedAt), [articles, applied, appliedAt]);
  const bookmarked = articles.filter((article) => bookmarks.isBookmarked(article.id));
  const labels = activeFilterLabels(applied);
  // Shown when a filter was changed, or when the default reading-time limit itself left articles out.
  const showSummary = labels.length > 0 && (hasChangedFilters(applied) || filtered.length < articles.length);

  const apply = (filters: NewsFilters) => {
    setDraft(filters);
    setApplied(filters);
    setAppliedAt(Date.now());
    onApply(filters);
    // Back to page 1 (spec section 4), which has no page parameter.
    if (params.has(NEWS_PAGE_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(NEWS_PAGE_PARAM);
          return next;
        },
        { preventScrollReset: true },
      );
    }
  };
  const clear = () => apply(DEFAULT_NEWS_FILTERS);

  const allTab = (
    <div className={styles.withFilters}>
      {/* Hydrates in a step of its own (DeferredHydration), apart from the cards. */}
      <DeferredHydration>
        <NewsFilterPanel draft={draft} onDraftChange={setDraft} categories={categories} onApply={() => apply(draft)} onReset={clear} />
      </DeferredHydration>
      <section aria-label="Articles" className={styles.results}>
        {showSummary ? (
          <p className={styles.summary} role="status">
            Showing {filtered.length} of {articles.length} articles filtered by{' '}
            {labels.map((label) => (
              <Tag key={label}>{label}</Tag>
            ))}
          </p>
        ) : null}
        <ArticleGrid
          articles={filtered}
          page={page}
          pageHref={newsPath}
          bookmarks={bookmarks}
          empty={
            <Card className={styles.empty}>
              <Empty description={<strong>No articles found</strong>}>
                <Typography.Paragraph type="secondary">Try different filters to see more articles.</Typography.Paragraph>
                <Button type="primary" onClick={clear}>
                  Clear Filters
                </Button>
              </Empty>
            </Card>
          }
        />
      </section>
    </div>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as NewsTab)}
      items={[
        { key: 'all', label: `All Articles (${articles.length})`, children: allTab },
        {
          key: 'trending',
          label: 'Trending',
          children: <ArticleGrid articles={articles.slice(0, TRENDING_COUNT)} bookmarks={bookmarks} empty={null} />,
        },
        {
          key: 'bookmarks',
          label: `Bookmarks (${bookmarked.length})`,
          children: (
            <ArticleGrid
              articles={bookmarked}
              page={bookmarksPage}
              onPageChange={setBookmarksPage}
              bookmarks={bookmarks}
              empty={
                <Card className={styles.empty}>
                  <Empty description={<strong>No bookmarked articles yet</strong>}>
                    <Typography.Paragraph type="secondary">Bookmark an article to keep it here.</Typography.Paragraph>
                  </Empty>
                </Card>
              }
            />
          ),
        },
      ]}
    />
  );
}

/** A page number from the address: a whole number from 1, else page 1. */
function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function NewsSkeleton() {
  return (
    <div className={styles.withFilters} aria-busy="true" aria-label="Loading news articles">
      <Card className={styles.filters}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
      <div className={styles.grid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} className={styles.card}>
            <Skeleton.Node active className={styles.cardImageSkeleton}>
              <span />
            </Skeleton.Node>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </div>
    </div>
  );
}
