import { Card, Tag, Typography } from 'antd';
import { paths } from '../../config/paths';
import { PageHead } from '../../shared/head/PageHead';
import { KIND_LABEL } from '../../shared/provenance/provenanceText';
import { METHOD_SECTIONS } from './methodologyContent';

export const METHODOLOGY_TITLE = 'How we know: methodology';
const DESCRIPTION = 'Where every GharInsight figure comes from, how it is computed (changes, CAGR, yields, gaps, sentiment, scores and ratings), its kind and its limits.';

/** /methodology: one section per figure, each with a stable anchor (its provenance method). */
export function MethodologyPage() {
  return (
    <Card style={{ maxWidth: 860, margin: '0 auto' }}>
      <PageHead title={METHODOLOGY_TITLE} description={DESCRIPTION} path={paths.methodology} />
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {METHODOLOGY_TITLE}
      </Typography.Title>
      <Typography.Paragraph>
        Every figure on GharInsight carries a provenance line: its kind, its as-of date and, where it is counted, how many records it is counted from. The kinds are:{' '}
        <strong>{KIND_LABEL.MEASURED}</strong> (counted from records), <strong>{KIND_LABEL.PUBLISHED}</strong> (quoted from a named report), <strong>{KIND_LABEL.ESTIMATE}</strong> (a model or a score) and{' '}
        <strong>{KIND_LABEL.SAMPLE}</strong> (invented for this illustrative data set). Most figures here are sample data.
      </Typography.Paragraph>
      <nav aria-label="Figures">
        <ul>
          {METHOD_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {METHOD_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} style={{ scrollMarginTop: 80 }}>
          <Typography.Title level={2} id={`${section.id}-title`} style={{ fontSize: 20 }}>
            {section.title} <Tag>{KIND_LABEL[section.kind]}</Tag>
          </Typography.Title>
          <Typography.Paragraph>
            <strong>What it is.</strong> {section.what}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            <strong>How it is computed.</strong>
          </Typography.Paragraph>
          <ul>
            {section.how.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Typography.Paragraph>
            <strong>Data behind it.</strong> {section.data}
          </Typography.Paragraph>
          <Typography.Paragraph>
            <strong>Limits.</strong> {section.limits}
          </Typography.Paragraph>
        </section>
      ))}
    </Card>
  );
}
