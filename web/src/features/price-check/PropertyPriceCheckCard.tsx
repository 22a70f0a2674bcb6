import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { localityPriceCheckPath } from '../../config/paths';
import { usePropertyPriceCheckQuery } from '../../generated/graphql';
import { formatNumber, formatPricePerSqft } from '../../shared/format';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { formatPeriod, gapText, PRICE_CHECK_TITLE, sampleDataText, TOO_FEW_SALES, VERDICT_TEXT, vsMedianText } from '../../shared/price-check/priceCheckText';
import styles from './priceCheck.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// The property page's "Price check" (issue 19): where this home's asking price per sq ft
// of carpet area sits against its locality's registered 25th–75th percentile range.

export const PROPERTY_PRICE_CHECK_ERROR = 'Failed to load the price check.';
const CARD_HEIGHT = 300;

export function PropertyPriceCheckCard({ id }: { id: string }) {
  const { data, loading, error } = usePropertyPriceCheckQuery({ variables: { id } });
  const property = data?.property ?? undefined;
  return (
    <WidgetCard title={PRICE_CHECK_TITLE} minHeight={CARD_HEIGHT}>
      <QueryState loading={loading} error={error} data={property} errorMessage={PROPERTY_PRICE_CHECK_ERROR} skeleton={<WidgetSkeleton label="Loading the price check" minHeight={CARD_HEIGHT} rows={6} />}>
        {({ city, locality, priceCheck }) => {
          const { registered, asking, verdict, vsMedianPercent, askingPerSqft, gapPercent } = priceCheck;
          return (
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>
                <Typography.Text strong className={styles.verdict} data-testid="price-verdict">
                  {verdict === null ? TOO_FEW_SALES : VERDICT_TEXT[verdict]}
                </Typography.Text>
              </Typography.Paragraph>
              {vsMedianPercent === null ? null : (
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  This home asks {formatPricePerSqft(askingPerSqft)}, {vsMedianText(vsMedianPercent)} of {locality}.
                </Typography.Paragraph>
              )}
              <dl className={styles.compact} aria-label="Price check figures">
                <dt>This home</dt>
                <dd>{formatPricePerSqft(askingPerSqft)}</dd>
                <dt>Registered median</dt>
                <dd>{formatPricePerSqft(registered.median)}</dd>
                <dt>Registered range</dt>
                <dd>{registered.p25 === null || registered.p75 === null ? 'N/A' : `${formatPricePerSqft(registered.p25).replace('/sqft', '')} – ${formatPricePerSqft(registered.p75)}`}</dd>
                <dt>Registered sales</dt>
                <dd>
                  N = {formatNumber(registered.count)}, {formatPeriod(registered.from, registered.to)}
                </dd>
                <dt>Asking gap in {locality}</dt>
                <dd>{gapPercent === null ? 'N/A' : gapText(gapPercent)}</dd>
              </dl>
              <Typography.Paragraph type="secondary" className={styles.note} style={{ marginBottom: 8 }}>
                Per sq ft of carpet area. {sampleDataText(registered, asking.count)}
              </Typography.Paragraph>
              <Link to={localityPriceCheckPath(city, locality)}>{`Price check of ${locality}`}</Link>
              <ProvenanceLine provenance={priceCheck.provenance} />
            </>
          );
        }}
      </QueryState>
    </WidgetCard>
  );
}
