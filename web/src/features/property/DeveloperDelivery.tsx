import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { propertyDeveloperPath } from '../../config/paths';
import type { PropertyPageQuery } from '../../generated/graphql';
import { formatPercent } from '../../shared/format';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Developer = NonNullable<NonNullable<PropertyPageQuery['property']>['developer']>;

/** For an under-construction home: its developer's on-time delivery share (sample data), linking to the full record. */
export function DeveloperDelivery({ developer }: { developer: Developer }) {
  const { delivered, onTime, reraPortal } = developer.deliveryRecord;
  return (
    <Alert
      data-testid="developer-on-time"
      data-widget="developer-delivery"
      data-figures=""
      type="info"
      style={{ marginTop: 16 }}
      title={
        <>
          {/* Underlined: a link inside a line of text must not rely on colour alone (axe link-in-text-block, dark theme). */}
          Developer <Link to={propertyDeveloperPath(developer.id)} style={{ textDecoration: 'underline' }}>{developer.name}</Link>:{' '}
          {delivered > 0 ? `${formatPercent(developer.onTimeSharePercent)} of projects delivered on time (${onTime} of ${delivered})` : 'no project delivered yet'}
        </>
      }
      description={
        <>
          {`Sample data, RERA-style; verify on ${reraPortal}.`}
          <ProvenanceLine provenance={developer.provenance} />
        </>
      }
    />
  );
}
