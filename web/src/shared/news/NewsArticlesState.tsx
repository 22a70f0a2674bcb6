import type { ReactNode } from 'react';
import { QueryState } from '../ui/QueryState';

// The loading and error states of a list of news articles, for the news page and the
// dashboard's latest news: spec section 8 gives both the message 'Failed to load news
// articles.' with a 'Try Again' button that reloads the page.

const RELOAD_PAGE = { label: 'Try Again', onClick: () => window.location.reload() };

export interface NewsArticlesStateProps<TArticle> {
  loading: boolean;
  error?: unknown;
  articles: TArticle[] | undefined;
  /** Placeholder of the same size as the loaded list. */
  skeleton: ReactNode;
  children: (articles: TArticle[]) => ReactNode;
}

export function NewsArticlesState<TArticle>({ loading, error, articles, skeleton, children }: NewsArticlesStateProps<TArticle>) {
  return (
    <QueryState loading={loading} error={error} data={articles} errorMessage="Failed to load news articles." retry={RELOAD_PAGE} skeleton={skeleton}>
      {children}
    </QueryState>
  );
}
