import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { methodologyPath } from '../../config/paths';
import type { PropertyDeveloperPageQuery } from '../../generated/graphql';
import { formatNumber, formatPercent, formatRating } from '../../shared/format';
import { Facts } from './DetailParts';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Developer = NonNullable<PropertyDeveloperPageQuery['propertyDeveloper']>;

/** "3, 5 and 12 months", the delays of the delayed projects, longest last. */
function delaysText(months: readonly number[]): string {
  if (months.length === 0) return 'none';
  const sorted = [...months].sort((a, b) => a - b).map(String);
  return `${sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}` : sorted[0]} months`;
}

/** A developer's RERA-style delivery record (sample data) and the rating computed from it. */
export function DeliveryRecordCard({ developer }: { developer: Developer }) {
  const record = developer.deliveryRecord;
  return (
    <Card title="Delivery record" data-widget="delivery-record" data-figures="">
      <Typography.Paragraph data-testid="on-time-share" strong>
        {record.delivered > 0 ? `${formatPercent(developer.onTimeSharePercent)} delivered on time (${record.onTime} of ${record.delivered})` : 'Nothing delivered yet'}
      </Typography.Paragraph>
      <Facts
        items={[
          ['Projects delivered', formatNumber(record.delivered)],
          ['On time', formatNumber(record.onTime)],
          ['Delayed', formatNumber(record.delayed)],
          ['Delays', delaysText(record.delayMonths)],
          ['Average delay', `${developer.averageDelayMonths.toFixed(1)} months`],
          ['Under construction', formatNumber(record.underConstruction)],
          ['Complaints', `${formatNumber(record.complaints)} (${developer.complaintsPerProject.toFixed(2)} per project)`],
          ['Delivery rating', formatRating(developer.rating)],
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Sample data in the style of a RERA record. Verify a real developer on {record.reraPortal}. The rating is{' '}
        <Link to={methodologyPath('developer-rating')} style={{ textDecoration: 'underline' }}>computed from this record</Link>.
      </Typography.Paragraph>
      <ProvenanceLine provenance={developer.provenance} />
    </Card>
  );
}
