import { Card, Flex, Skeleton } from 'antd';
import { Col, Row } from '../../shared/ui/Grid';
import { ClockCircleOutlined, HomeOutlined, StarOutlined } from '@ant-design/icons';
import { useMarketOverviewQuery, type MarketOverviewQuery } from '../../generated/graphql';
import { formatDays, formatNumber, formatPricePerSqft, formatRating } from '../../shared/format';
import { QueryState } from '../../shared/ui/QueryState';
import { SourceNote } from '../../shared/ui/SourceNote';
import { csvFileName } from '../../shared/csv/csvTable';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { marketOverviewCsv } from './marketOverviewCsv';
import { METRIC_CARD_HEIGHT, MetricCard, type Metric } from './MetricCard';
import { ProvenanceLine, ProvenanceLinePlaceholder } from '../../shared/provenance/ProvenanceLine';

type MarketData = MarketOverviewQuery['marketData'];

/**
 * The rupee sign in the icon slot (antd's icon set has no rupee; its MoneyCollect icon
 * shows a yen sign). Sized like the other icons and hidden from readers like them.
 */
function RupeeIcon() {
  return (
    <span role="img" aria-hidden data-testid="rupee-icon" style={{ display: 'inline-block', width: '1em', lineHeight: 1, textAlign: 'center', fontWeight: 600 }}>
      ₹
    </span>
  );
}

/** The four cards of spec section 2, in display order. */
export function marketMetrics(data: MarketData): Metric[] {
  return [
    { title: 'Average Price', value: formatPricePerSqft(data.avgPrice), icon: <RupeeIcon />, change: data.avgPriceChange ?? null, changeLabel: 'vs last year' },
    { title: 'Properties Listed', value: formatNumber(data.propertiesListed), icon: <HomeOutlined />, change: data.propertiesListedChange, changeLabel: 'vs last quarter' },
    { title: 'Avg. Days Listed', value: formatDays(data.avgDaysListed), icon: <ClockCircleOutlined />, change: data.avgDaysListedChange, changeLabel: 'vs last quarter' },
    // The data has no change for the rating: the card shows what the figure is instead.
    { title: 'Locality Rating', value: formatRating(data.localityRating), icon: <StarOutlined />, changeLabel: 'City average' },
  ];
}

export function MarketOverview({ city }: { city: string }) {
  const { data, loading, error } = useMarketOverviewQuery({ variables: { city } });
  return (
    <section aria-label="Market Overview" data-widget="market-overview" data-figures="">
      <QueryState loading={loading} error={error} data={data?.marketData} errorMessage="Failed to load market overview data." skeleton={<MarketOverviewSkeleton />}>
        {(marketData) => (
          <>
            <Row gutter={[16, 16]}>
              {marketMetrics(marketData).map((metric) => (
                <Col key={metric.title} xs={24} sm={12} lg={6}>
                  <MetricCard {...metric} />
                </Col>
              ))}
            </Row>
            <Flex style={{ marginTop: 8 }} justify="space-between" align="center" gap={8} wrap>
              <SourceNote source={marketData.source} />
              <DownloadCsvButton fileName={csvFileName(city, 'market-overview')} table={() => marketOverviewCsv(marketData)} subject="market overview" />
            </Flex>
            <ProvenanceLine provenance={marketData.provenance} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function MarketOverviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading market overview" data-testid="widget-skeleton">
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((index) => (
          <Col key={index} xs={24} sm={12} lg={6}>
            {/* Title and one line fit inside the card's minimum height, as the loaded card's content does. */}
            <Card styles={{ body: { minHeight: METRIC_CARD_HEIGHT } }}>
              <Skeleton active title paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
      {/* the source line's height: 8 px gap and the Download CSV button (24 px) beside the source */}
      <div style={{ height: 32 }} />
      <ProvenanceLinePlaceholder />
    </div>
  );
}
