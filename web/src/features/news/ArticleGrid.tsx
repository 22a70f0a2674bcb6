import { useEffect, useRef, type ReactNode } from 'react';
import { NEWS_PAGE_SIZE } from '../../config/constants';
import { ArticleCard, type ListArticle } from './ArticleCard';
import { Pager } from './Pager';
import { pageCount, pageOf } from './newsFilters';
import { shareArticle } from './shareArticle';
import { useBookmarks } from './useBookmarks';
import styles from './news.module.css';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';

/** Cards hydrated with the page; the rest wait until scrolled to (DeferredHydration). */
const EAGER_CARDS = 2;

interface ArticleGridProps {
  articles: ListArticle[];
  /** 1-based; clamped to the last page. Without it, the grid shows every article and no pager. */
  page?: number;
  /** Pages kept in the address: the pager's links (see Pager). */
  pageHref?: (page: number) => string;
  /** Pages kept in memory. */
  onPageChange?: (page: number) => void;
  bookmarks: ReturnType<typeof useBookmarks>;
  /** Shown instead of the grid when there are no articles. */
  empty: ReactNode;
}

export function ArticleGrid({ articles, page, pageHref, onPageChange, bookmarks, empty }: ArticleGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const pages = pageCount(articles.length, NEWS_PAGE_SIZE);
  const current = page === undefined ? undefined : Math.min(page, pages);
  // The pager sits under the cards: on another page, bring its first card into view.
  const shownPage = useRef(current);
  useEffect(() => {
    if (shownPage.current === current) return;
    shownPage.current = current;
    const grid = gridRef.current;
    if (grid && grid.getBoundingClientRect().top < 0) grid.scrollIntoView?.({ block: 'start' });
  }, [current]);
  if (articles.length === 0) return <>{empty}</>;
  const shown = current === undefined ? articles : pageOf(articles, current, NEWS_PAGE_SIZE);
  return (
    <>
      <div className={styles.grid} ref={gridRef}>
        {shown.map((article, index) => {
          const card = (
            <ArticleCard
              key={article.id}
              article={article}
              bookmarked={bookmarks.isBookmarked(article.id)}
              onToggleBookmark={() => bookmarks.toggle(article.id, article.title)}
              onShare={() => void shareArticle(article)}
            />
          );
          // Cards past the first screen on a phone hydrate when scrolled to.
          return index < EAGER_CARDS ? card : <DeferredHydration key={article.id}>{card}</DeferredHydration>;
        })}
      </div>
      {current !== undefined && (pageHref || onPageChange) ? <Pager page={current} pages={pages} hrefOf={pageHref} onChange={onPageChange} /> : null}
    </>
  );
}
