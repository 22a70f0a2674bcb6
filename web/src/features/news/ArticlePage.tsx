import { ArrowLeftOutlined, EyeOutlined, ShareAltOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { HttpStatus } from '../../shared/httpStatus';
import { Button, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { RELATED_ARTICLES } from '../../config/constants';
import { articlePath, paths } from '../../config/paths';
import { useArticlePageQuery, type ArticlePageQuery } from '../../generated/graphql';
import { newsCategoryColor } from '../../shared/newsCategories';
import { ArticleHead, ArticleRouteHead } from './ArticleHead';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { relatedArticles } from './newsFilters';
import { shareArticle } from './shareArticle';
import { useBookmarks } from './useBookmarks';
import styles from './news.module.css';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';

/** Fixed display text (spec section 9): the data has no view counts. */
const VIEWS = '1.2K views';
const NOT_FOUND_TITLE = 'Article Not Found';

type Article = NonNullable<ArticlePageQuery['newsArticle']>;

export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useArticlePageQuery({ variables: { slug } });
  const article = data?.newsArticle;
  const notFound = !loading && (!!error || !article);

  const back = (
    <ButtonLink icon={<ArrowLeftOutlined aria-hidden />} to={paths.news} className={styles.back}>
      Back to News
    </ButtonLink>
  );

  if (notFound) {
    if (error) console.warn('Could not load the article', error);
    return (
      <div className={styles.page}>
        <div className={styles.article}>
          <HttpStatus code={404} />
          <ArticleRouteHead slug={slug} title={NOT_FOUND_TITLE} noindex />
          {back}
          <Result
            status="404"
            title={<h1 style={{ fontSize: 24, margin: 0 }}>{NOT_FOUND_TITLE}</h1>}
            subTitle="The article you're looking for doesn't exist or has been removed."
            extra={
              <ButtonLink type="primary" to={paths.news}>
                Browse All News
              </ButtonLink>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.article}>
        {article ? <ArticleHead article={article} /> : <ArticleRouteHead slug={slug} />}
        {back}
        {article && data ? <ArticleBody article={article} related={relatedArticles(article, data.newsArticles, RELATED_ARTICLES)} /> : <ArticleSkeleton />}
      </div>
    </div>
  );
}

function ArticleBody({ article, related }: { article: Article; related: ArticlePageQuery['newsArticles'] }) {
  const { isBookmarked, toggle } = useBookmarks();
  const saved = isBookmarked(article.id);
  return (
    <article aria-labelledby="article-title">
      <div className={styles.articleMeta}>
        <Tag color={newsCategoryColor(article.category)}>{article.category}</Tag>
        <Typography.Text type="secondary">
          <time dateTime={article.publishedAt}>{article.timeAgo}</time> · {article.readingTimeMinutes} min read
        </Typography.Text>
      </div>
      <Typography.Title level={1} id="article-title" className={styles.articleTitle}>
        {article.title}
      </Typography.Title>
      <div className={styles.byline}>
        <Typography.Text type="secondary">
          {article.source} · <EyeOutlined aria-hidden /> {VIEWS}
        </Typography.Text>
        <span className={styles.actions}>
          <Button aria-pressed={saved} icon={saved ? <StarFilled aria-hidden className={styles.bookmarked} /> : <StarOutlined aria-hidden />} onClick={() => toggle(article.id, article.title)}>
            {saved ? 'Saved' : 'Save'}
          </Button>
          <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void shareArticle(article)}>
            Share
          </Button>
        </span>
      </div>
      <img className={styles.heroImage} src={article.image} alt={article.title} />
      {/* Below the hero image on a phone: hydrated when scrolled to (DeferredHydration). */}
      <DeferredHydration className={styles.body}>
        {article.body.map((paragraph, index) => (
          <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
        ))}
      </DeferredHydration>
      {related.length ? (
        <DeferredHydration as="section" className={styles.related} aria-labelledby="related-title">
          <Typography.Title level={2} id="related-title" style={{ fontSize: 20 }}>
            Related Articles
          </Typography.Title>
          <div className={styles.relatedGrid}>
            {related.map((other) => (
              <Card key={other.id} size="small" cover={<img className={styles.cardImage} src={other.image} alt="" loading="lazy" />}>
                <Tag color={newsCategoryColor(other.category)}>{other.category}</Tag>
                <Typography.Title level={3} className={styles.relatedTitle}>
                  <Link to={articlePath(other.slug)}>{other.title}</Link>
                </Typography.Title>
                <Typography.Text type="secondary">{other.timeAgo}</Typography.Text>
              </Card>
            ))}
          </div>
        </DeferredHydration>
      ) : null}
    </article>
  );
}

function ArticleSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading article">
      <Skeleton active title={{ width: '90%' }} paragraph={{ rows: 2 }} />
      <Skeleton.Node active className={styles.heroSkeleton}>
        <span />
      </Skeleton.Node>
      <Skeleton active title={false} paragraph={{ rows: 10 }} />
    </div>
  );
}
