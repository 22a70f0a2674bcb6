import { Card } from 'antd';
import { INFO_CONTENT } from './infoContent';
import type { InfoPageLink } from './infoPages';

/** One resource or company page of the footer (the router has one route per known page). */
export function InfoPage({ page }: { page: InfoPageLink }) {
  return (
    <Card style={{ maxWidth: 760, margin: '0 auto' }}>
      <h1 style={{ marginTop: 0 }}>{page.title}</h1>
      {(INFO_CONTENT[page.slug] ?? []).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Card>
  );
}
