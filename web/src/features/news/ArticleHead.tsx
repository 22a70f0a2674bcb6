import { articlePath, paths } from '../../config/paths';
import { PageHead } from '../../shared/head/PageHead';
import { absoluteUrl, canonicalUrl } from '../../shared/head/headUrls';
import { breadcrumbList, newsArticle } from '../../shared/head/jsonLd';
import { shareImageFor } from '../../shared/head/shareCard';
import { usePublicUrl } from '../../shared/head/PublicUrl';
import type { ArticlePageQuery } from '../../generated/graphql';

type Article = NonNullable<ArticlePageQuery['newsArticle']>;

/** The route's head while the article loads, and (noindex) for an unknown slug. */
export function ArticleRouteHead({ slug, title = 'News', noindex = false }: { slug: string; title?: string; noindex?: boolean }) {
  return (
    <PageHead
      title={title}
      description="A real estate news article on GharInsight. Illustrative sample article."
      path={articlePath(slug)}
      noindex={noindex}
    />
  );
}

/** A loaded article: its title and summary, its image (its PNG card in link previews), a NewsArticle and breadcrumbs. */
export function ArticleHead({ article }: { article: Article }) {
  const origin = usePublicUrl();
  const path = articlePath(article.slug);
  return (
    <PageHead
      title={article.title}
      description={article.summary}
      path={path}
      image={shareImageFor(article.image)}
      type="article"
      jsonLd={[
        newsArticle({
          headline: article.title,
          description: article.summary,
          url: canonicalUrl(origin, path),
          image: absoluteUrl(origin, article.image),
          datePublished: article.publishedAt,
          source: article.source,
          origin,
        }),
        breadcrumbList(origin, [
          { name: 'News', path: paths.news },
          { name: article.title, path },
        ]),
      ]}
    />
  );
}
