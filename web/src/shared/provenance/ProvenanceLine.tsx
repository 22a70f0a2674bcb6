import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { methodologyPath } from '../../config/paths';
import { combineProvenance, provenanceText, type ProvenanceInput } from './provenanceText';

// The provenance line every widget, chart, table and detail page shows under its figures:
// "Sample data · as of Sep 2025 · 54 deals · How this is made", the last words linking to
// the figure's section of /methodology. The e2e scan finds it by `data-provenance`.

const LINE_STYLE = { fontSize: 12, margin: '8px 0 0' } as const;

/**
 * The room of a provenance line, empty: a widget still loading keeps it, so the line that
 * arrives with the figures shifts nothing below it.
 */
export function ProvenanceLinePlaceholder() {
  return (
    <Typography.Paragraph type="secondary" aria-hidden="true" style={{ ...LINE_STYLE, visibility: 'hidden' }}>
      {'\u00a0'}
    </Typography.Paragraph>
  );
}

export function ProvenanceLine({ provenance }: { provenance: ProvenanceInput | readonly (ProvenanceInput | null | undefined)[] | null | undefined }) {
  const one = Array.isArray(provenance) ? combineProvenance(provenance) : (provenance as ProvenanceInput | null | undefined);
  if (!one) return null;
  return (
    <Typography.Paragraph type="secondary" data-provenance={one.method} style={LINE_STYLE}>
      {provenanceText(one)} ·{' '}
      {/* Underlined: a link inside a line of text must not rely on colour alone (axe link-in-text-block). */}
      <Link to={methodologyPath(one.method)} title={`Source: ${one.source}`} style={{ textDecoration: 'underline' }}>
        How this is made
      </Link>
    </Typography.Paragraph>
  );
}
