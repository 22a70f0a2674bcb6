import { Link } from 'react-router-dom';
import { methodologyPath } from '../../config/paths';
import styles from './provenance.module.css';
import { combineProvenance, provenanceText, type ProvenanceInput } from './provenanceText';

// The provenance line every widget, chart, table and detail page shows under its figures:
// "Sample data · as of Sep 2025 · 54 deals · How this is made", the last words linking to
// the figure's section of /methodology. The e2e scan finds it by `data-provenance`.
//
// Kept cheap, as a page shows many: a plain paragraph styled by a class (antd's Typography
// runs a dozen hooks, a resize observer and style registration per instance), no state, no
// effects, no tooltip; the source is a native `title`.

/**
 * The room of a provenance line, empty: a widget still loading keeps it, so the line that
 * arrives with the figures shifts nothing below it.
 */
export function ProvenanceLinePlaceholder() {
  return (
    <p aria-hidden="true" className={`${styles.line} ${styles.placeholder}`}>
      {'\u00a0'}
    </p>
  );
}

export function ProvenanceLine({ provenance }: { provenance: ProvenanceInput | readonly (ProvenanceInput | null | undefined)[] | null | undefined }) {
  const one = Array.isArray(provenance) ? combineProvenance(provenance) : (provenance as ProvenanceInput | null | undefined);
  if (!one) return null;
  return (
    <p data-provenance={one.method} className={styles.line}>
      {provenanceText(one)} ·{' '}
      <Link to={methodologyPath(one.method)} title={`Source: ${one.source}`}>
        How this is made
      </Link>
    </p>
  );
}
