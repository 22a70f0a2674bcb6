import { useRef, type ReactNode } from 'react';
import { NEWS_PAGE_SIZE } from '../../config/constants';
import { ArticleCard, type ListArticle } from './ArticleCard';
import { Pager } from './Pager';
import { pageCount, pageOf } from './newsFilters';
import { shareArticle } from './shareArticle';
import { useBookmarks } from './useBookmarks';
import styles from './news.module.css';

interface ArticleGridProps {
  articles: ListArticle[];
  /** 1-based; clamped to the last page. Without it, the grid shows every article and no pager. */
  page?: number;
  onPageChange?: (page: number) => void;
  bookmarks: ReturnType<typeof useBookmarks>;
  /** Shown instead of the grid when there are no articles. */
  empty: ReactNode;
}

export function ArticleGrid({ articles, page, onPageChange, bookmarks, empty }: ArticleGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  if (articles.length === 0) return <>{empty}</>;
  const pages = pageCount(articles.length, NEWS_PAGE_SIZE);
  const current = page === undefined ? undefined : Math.min(page, pages);
  const shown = current === undefined ? articles : pageOf(articles, current, NEWS_PAGE_SIZE);
  return (
    <>
      <div className={styles.grid} ref={gridRef}>
        {shown.map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            bookmarked={bookmarks.isBookmarked(article.id)}
            onToggleBookmark={() => bookmarks.toggle(article.id)}
            onShare={() => void shareArticle(article)}
          />
        ))}
      </div>
      {current !== undefined && onPageChange ? (
        <Pager
          page={current}
          pages={pages}
          onChange={(next) => {
            onPageChange(next);
            // The pager sits under the cards: bring the new page's first card into view.
            const grid = gridRef.current;
            if (grid && grid.getBoundingClientRect().top < 0) grid.scrollIntoView?.({ block: 'start' });
          }}
        />
      ) : null}
    </>
  );
}
