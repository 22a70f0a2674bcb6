import { useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { TIME_RANGES, type TimeRange } from '../../config/constants';
import { usePriceTrendsQuery } from '../../generated/graphql';
import { chartFileName } from '../../shared/csv/csvTable';
import { Chart } from '../../shared/ui/Chart';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { buildPriceTrendOptions, priceTrendSource, TREND_CHART_HEIGHT, type TrendRecord } from './priceTrendOptions';
import { ProvenanceLine, ProvenanceLinePlaceholder } from '../../shared/provenance/ProvenanceLine';

// Spec section 4: the timeframe is local state, and the chart is rebuilt when the data
// (or the timeframe) changes. The query sends no city: the chart compares the dashboard's
// city with the spec's three reference cities, all from one answer.

export function PriceTrends({ city }: { city?: string }) {
  const [range, setRange] = useState<TimeRange>('1M');
  const { data, loading, error } = usePriceTrendsQuery();
  const timeframes = (
    <Space.Compact role="group" aria-label="Timeframe">
      {TIME_RANGES.map((option) => (
        <Button key={option} size="small" type={option === range ? 'primary' : 'default'} aria-pressed={option === range} onClick={() => setRange(option)}>
          {option}
        </Button>
      ))}
    </Space.Compact>
  );
  return (
    <WidgetCard title="Price Trends" extra={timeframes} minHeight={TREND_CHART_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={data?.priceTrends}
        errorMessage="Failed to load price trends data."
        skeleton={<WidgetSkeleton label="Loading price trends" minHeight={TREND_CHART_HEIGHT} rows={8} />}
      >
        {(records) => <PriceTrendChart records={records} range={range} city={city} />}
      </QueryState>
      {data ? (
        <ProvenanceLine provenance={data.priceTrends.filter((record) => !city || record.city === city).map((record) => record.provenance)} />
      ) : (
        <ProvenanceLinePlaceholder />
      )}
    </WidgetCard>
  );
}

function PriceTrendChart({ records, range, city }: { records: readonly TrendRecord[]; range: TimeRange; city?: string }) {
  const options = useMemo(() => buildPriceTrendOptions(records, range, city), [records, range, city]);
  const download = useMemo(() => ({ fileName: chartFileName(city ?? null, 'price-trends'), source: priceTrendSource(records) }), [records, city]);
  return <Chart options={options} description={`Average price per sqft by month, ${range}`} height={TREND_CHART_HEIGHT} download={download} />;
}
