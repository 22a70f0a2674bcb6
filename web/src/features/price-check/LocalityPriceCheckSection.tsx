import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { localitySalesCsvPath, PRICE_CHECK_ANCHOR } from '../../config/paths';
import { useLocalityPriceCheckQuery, type LocalityPriceCheckQuery } from '../../generated/graphql';
import { formatNumber, formatPricePerSqft } from '../../shared/format';
import { Chart } from '../../shared/ui/Chart';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { buildHistogramOptions, histogramDescription, HISTOGRAM_HEIGHT } from './histogramOptions';
import { monthOf } from '../../shared/dates';
import { areaBasisText, formatPeriod, gapText, PRICE_CHECK_TITLE, sampleDataText, TOO_FEW_SALES } from '../../shared/price-check/priceCheckText';
import styles from './priceCheck.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// The locality page's "Price check" (issue 19): the registered median of the last 4
// quarters against the asking median, the gap, the 25th–75th percentile range, a
// histogram of the registered prices with the asking median marked, and the sales as CSV.

export const PRICE_CHECK_ERROR = 'Failed to load the price check.';
const SECTION_HEIGHT = 520;

type Locality = NonNullable<LocalityPriceCheckQuery['locality']>;

export function LocalityPriceCheckSection({ city, slug }: { city: string; slug: string }) {
  const { data, loading, error } = useLocalityPriceCheckQuery({ variables: { city, slug } });
  const locality = data?.locality ?? undefined;
  const csv = locality ? (
    <Button size="small" icon={<DownloadOutlined aria-hidden />} href={localitySalesCsvPath(locality.city, locality.slug)} download aria-label="Download CSV of registered sales">
      Download CSV
    </Button>
  ) : null;
  return (
    <Card id={PRICE_CHECK_ANCHOR} data-widget="price-check" data-figures="" role="region" aria-label={PRICE_CHECK_TITLE} title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{PRICE_CHECK_TITLE}</h2>} extra={csv}>
      <QueryState loading={loading} error={error} data={locality} errorMessage={PRICE_CHECK_ERROR} skeleton={<WidgetSkeleton label="Loading the price check" minHeight={SECTION_HEIGHT} rows={10} />}>
        {(loaded) => <PriceCheckBody locality={loaded} />}
      </QueryState>
    </Card>
  );
}

function PriceCheckBody({ locality }: { locality: Locality }) {
  const { registered, asking, gapPercent, histogram, loadingFactor } = locality.priceCheck;
  const period = formatPeriod(registered.from, registered.to);
  return (
    <>
      <Typography.Paragraph>
        Is the asking price fair? What homes in {locality.name} were registered for over the last 4 quarters, against what sellers ask now.
      </Typography.Paragraph>
      {registered.median === null ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={TOO_FEW_SALES}
          description={`Only ${formatNumber(registered.count)} registered sales in ${period}; the comparison needs at least 10.`}
        />
      ) : null}
      <dl className={styles.figures} aria-label={`Price check figures of ${locality.name}`}>
        <div>
          <dt>Registered median</dt>
          <dd>
            {formatPricePerSqft(registered.median)}
            <span className={styles.sub}>
              N = {formatNumber(registered.count)} sales, {period}
            </span>
          </dd>
        </div>
        <div>
          <dt>Asking median</dt>
          <dd>
            {formatPricePerSqft(asking.median)}
            <span className={styles.sub}>
              N = {formatNumber(asking.count)} listings, {monthOf(registered.to)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Gap (asking over registered)</dt>
          <dd>{gapPercent === null ? <span className={styles.sub}>{TOO_FEW_SALES}</span> : gapText(gapPercent)}</dd>
        </div>
        <div>
          <dt>Registered range (25th–75th percentile)</dt>
          <dd>{registered.p25 === null || registered.p75 === null ? 'N/A' : `${formatPricePerSqft(registered.p25).replace('/sqft', '')} – ${formatPricePerSqft(registered.p75)}`}</dd>
        </div>
      </dl>
      {histogram.length > 0 ? (
        <Chart
          options={buildHistogramOptions(histogram, asking.median, locality.name)}
          height={HISTOGRAM_HEIGHT}
          description={histogramDescription(histogram, asking.median, locality.name)}
        />
      ) : null}
      <Typography.Paragraph type="secondary" className={styles.note} style={{ marginTop: 12, marginBottom: 4 }}>
        {areaBasisText(loadingFactor)} The range is the middle half of registered prices (percentiles by linear interpolation).
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" className={styles.note} style={{ marginBottom: 0 }}>
        {sampleDataText(registered, asking.count)}
      </Typography.Paragraph>
      <ProvenanceLine provenance={locality.priceCheck.provenance} />
    </>
  );
}
