import { Card } from 'antd';
import { PageHead } from '../../shared/head/PageHead';
import { INFO_CONTENT } from './infoContent';
import { infoPagePath, type InfoPageLink, type InfoSection } from './infoPages';

/** One resource or company page of the footer (the router has one route per known page). */
export function InfoPage({ section, page }: { section: InfoSection; page: InfoPageLink }) {
  const paragraphs = INFO_CONTENT[page.slug] ?? [];
  return (
    <Card style={{ maxWidth: 760, margin: '0 auto' }}>
      <PageHead title={page.title} description={paragraphs[0] ?? `${page.title} of GharInsight.`} path={infoPagePath(section, page.slug)} />
      <h1 style={{ marginTop: 0 }}>{page.title}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Card>
  );
}
