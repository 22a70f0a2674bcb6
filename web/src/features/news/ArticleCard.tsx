import { ShareAltOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { articlePath } from '../../config/paths';
import type { NewsPageQuery } from '../../generated/graphql';
import { newsCategoryColor } from '../../shared/newsCategories';
import styles from './news.module.css';

export type ListArticle = NewsPageQuery['newsArticles'][number];

interface ArticleCardProps {
  article: ListArticle;
  bookmarked: boolean;
  onToggleBookmark: () => void;
  onShare: () => void;
}

export function ArticleCard({ article, bookmarked, onToggleBookmark, onShare }: ArticleCardProps) {
  const bookmarkLabel = bookmarked ? `Remove bookmark: ${article.title}` : `Bookmark: ${article.title}`;
  return (
    <Card className={styles.card} cover={<img className={styles.cardImage} src={article.image} alt="" loading="lazy" />}>
      <article aria-label={article.title}>
        <div className={styles.cardMeta}>
          <Tag color={newsCategoryColor(article.category)}>{article.category}</Tag>
          <Typography.Text type="secondary">
            <time dateTime={article.publishedAt}>{article.timeAgo}</time> · {article.readingTimeMinutes} min read
          </Typography.Text>
        </div>
        <Typography.Title level={2} className={styles.cardTitle}>
          <Link to={articlePath(article.slug)}>{article.title}</Link>
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.cardSummary}>
          {article.summary}
        </Typography.Paragraph>
        <div className={styles.cardFooter}>
          <Typography.Text type="secondary" className={styles.source}>
            {article.source}
          </Typography.Text>
          <span className={styles.cardActions}>
            <Tooltip title={bookmarked ? 'Remove bookmark' : 'Bookmark'}>
              <Button
                type="text"
                aria-label={bookmarkLabel}
                aria-pressed={bookmarked}
                icon={bookmarked ? <StarFilled className={styles.bookmarked} /> : <StarOutlined />}
                onClick={onToggleBookmark}
              />
            </Tooltip>
            <Tooltip title="Share">
              <Button type="text" aria-label={`Share: ${article.title}`} icon={<ShareAltOutlined />} onClick={onShare} />
            </Tooltip>
          </span>
        </div>
      </article>
    </Card>
  );
}
