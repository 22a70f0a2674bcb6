import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { methodologyPath } from '../../config/paths';
import { combineProvenance, provenanceText, type ProvenanceInput } from './provenanceText';

// The provenance line every widget, chart, table and detail page shows under its figures:
// "Sample data · as of Sep 2025 · 54 deals · How this is made", the last words linking to
// the figure's section of /methodology. The e2e scan finds it by `data-provenance`.

export function ProvenanceLine({ provenance }: { provenance: ProvenanceInput | readonly (ProvenanceInput | null | undefined)[] | null | undefined }) {
  const one = Array.isArray(provenance) ? combineProvenance(provenance) : (provenance as ProvenanceInput | null | undefined);
  if (!one) return null;
  return (
    <Typography.Paragraph type="secondary" data-provenance={one.method} style={{ fontSize: 12, margin: '8px 0 0' }}>
      {provenanceText(one)} ·{' '}
      {/* Underlined: a link inside a line of text must not rely on colour alone (axe link-in-text-block). */}
      <Link to={methodologyPath(one.method)} title={`Source: ${one.source}`} style={{ textDecoration: 'underline' }}>
        How this is made
      </Link>
    </Typography.Paragraph>
  );
}
