import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { TOP_GAINER_TIMEFRAMES, type TopGainerTimeframe } from '../../config/constants';
import { useTopGainersQuery } from '../../generated/graphql';
import { formatPercent, formatPricePerSqft } from '../../shared/format';
import { ChangeValue } from '../../shared/ui/ChangeValue';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { QueryState } from '../../shared/ui/QueryState';
import { Thumbnail } from '../../shared/ui/Thumbnail';
import { csvFileName } from '../../shared/csv/csvTable';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { topGainersCsv } from './topGainersCsv';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { rankGainers } from './rankGainers';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// The loaded height at desktop width for a city with 7 gainers (the most in the data).
const TOP_GAINERS_HEIGHT = 483; // + the provenance line
const TIMEFRAME_OPTIONS = TOP_GAINER_TIMEFRAMES.map((timeframe) => ({ value: timeframe, label: timeframe }));

export function TopGainers({ city }: { city: string }) {
  const [timeframe, setTimeframe] = useState<TopGainerTimeframe>('1y');
  // One request per city: the timeframe only re-ranks the answer (see rankGainers).
  const { data, loading, error } = useTopGainersQuery({ variables: { city } });
  const gainers = data?.topGainers;
  const download = (list: NonNullable<typeof gainers>) => (
    <DownloadCsvButton fileName={csvFileName(city, 'top-gainers')} table={() => topGainersCsv(list, timeframe)} subject="top gainers" />
  );
  const select = <Select aria-label="Timeframe" size="small" value={timeframe} onChange={setTimeframe} options={TIMEFRAME_OPTIONS} style={{ width: 72 }} />;
  return (
    <WidgetCard title="Top Gainers" extra={<Flex gap={8}>{select}{gainers ? download(gainers) : null}</Flex>} minHeight={TOP_GAINERS_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={data?.topGainers}
        errorMessage="Error loading top gainer data"
        // Spec section 8 lists this among the "other messages": no support hint.
        supportHint={false}
        skeleton={<WidgetSkeleton label="Loading top gainers" minHeight={TOP_GAINERS_HEIGHT} rows={10} />}
      >
        {(gainers) => (
          <ol aria-label={`Top gainers over ${timeframe}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rankGainers(gainers, timeframe).map(({ gainer, appreciation }) => (
              <li key={gainer.id} data-testid="gainer" style={{ padding: '8px 0', borderBottom: '1px solid var(--ant-color-split)' }}>
                <Flex gap={12} align="center">
                  <Thumbnail src={gainer.imageUrl} alt={gainer.locality} />
                  <Flex vertical flex={1}>
                    <Typography.Text strong>
                      <LocalityLink city={gainer.city} locality={gainer.locality} />
                    </Typography.Text>
                    <Typography.Text type="secondary">{formatPricePerSqft(gainer.ratePerSqFt)}</Typography.Text>
                  </Flex>
                  <Flex vertical align="end">
                    <ChangeValue value={appreciation} icon="trend" strong data-testid="appreciation" />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Rental yield {formatPercent(gainer.rentalYield)}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <ProvenanceLine provenance={data?.topGainers.map((gainer) => gainer.provenance)} />
    </WidgetCard>
  );
}

