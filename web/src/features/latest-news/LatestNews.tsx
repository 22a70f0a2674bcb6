import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { articlePath, paths } from '../../config/paths';
import { useLatestNewsQuery, type LatestNewsQuery } from '../../generated/graphql';
import { newsCategoryColor } from '../../shared/newsCategories';
import { NewsArticlesState } from '../../shared/news/NewsArticlesState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';

type Article = LatestNewsQuery['newsArticles'][number];

/** The widget shows the newest few articles; the news page has the rest. */
export const LATEST_NEWS_COUNT = 4;
// The loaded height of four rows at desktop width.
const LATEST_NEWS_HEIGHT = 364;

export function LatestNews() {
  const { data, loading, error } = useLatestNewsQuery();
  return (
    <WidgetCard title="Latest News" figures={false} extra={<Link to={paths.news}>View all</Link>} minHeight={LATEST_NEWS_HEIGHT}>
      <NewsArticlesState
        loading={loading}
        error={error}
        articles={data?.newsArticles}
        skeleton={<WidgetSkeleton label="Loading latest news" minHeight={LATEST_NEWS_HEIGHT} rows={8} />}
      >
        {(articles) => (
          <ul aria-label="Latest articles" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {articles.slice(0, LATEST_NEWS_COUNT).map((article) => (
              <ArticleRow key={article.id} article={article} />
            ))}
          </ul>
        )}
      </NewsArticlesState>
    </WidgetCard>
  );
}

function ArticleRow({ article }: { article: Article }) {
  return (
    <li style={{ padding: '10px 0', borderBottom: '1px solid var(--ant-color-split)' }}>
      <Flex gap={8} align="center" wrap>
        <Tag color={newsCategoryColor(article.category)}>{article.category}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {article.timeAgo}
        </Typography.Text>
      </Flex>
      <Link to={articlePath(article.slug)} style={{ display: 'block', marginTop: 4, fontWeight: 500 }}>
        {article.title}
      </Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {article.source}
      </Typography.Text>
    </li>
  );
}
