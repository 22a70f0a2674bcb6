import { Flex, Typography } from 'antd';
import { useTransactionPricesQuery } from '../../generated/graphql';
import { formatChange, formatNumber, formatPricePerSqft, textOrNA } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { QueryState } from '../../shared/ui/QueryState';
import { Thumbnail } from '../../shared/ui/Thumbnail';
import { ToneTag } from '../../shared/ui/ToneTag';
import { csvFileName } from '../../shared/csv/csvTable';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { transactionPricesCsv } from './transactionPricesCsv';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { byDealCount, dealCountTone, growthTone } from './transactionTones';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// The loaded height at desktop width for a city with 7 localities (the most in the data).
const TRANSACTION_PRICES_HEIGHT = 587; // + the provenance line

export function TransactionPrices({ city }: { city: string }) {
  const { data, loading, error } = useTransactionPricesQuery({ variables: { city } });
  const records = data?.transactionPrices;
  const download = records ? (
    <DownloadCsvButton fileName={csvFileName(city, 'transaction-prices')} table={() => transactionPricesCsv(records)} subject="transaction prices" />
  ) : null;
  return (
    <WidgetCard title="Transaction Prices" extra={download} minHeight={TRANSACTION_PRICES_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={data?.transactionPrices}
        errorMessage="Error loading transaction price data"
        // Spec section 8 lists this among the "other messages": no support hint.
        supportHint={false}
        skeleton={<WidgetSkeleton label="Loading transaction prices" minHeight={TRANSACTION_PRICES_HEIGHT} rows={10} />}
      >
        {(records) => (
          <ol aria-label="Transaction prices by locality" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {byDealCount(records).map((record) => (
              <li key={record.id} data-testid="transaction" style={{ padding: '8px 0', borderBottom: '1px solid var(--ant-color-split)' }}>
                <Flex gap={12} align="center">
                  <Thumbnail src={record.imageUrl} alt={record.locality} />
                  <Flex vertical flex={1}>
                    <Typography.Text strong>
                      <LocalityLink city={record.city} locality={record.locality} />
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {textOrNA(record.subArea)}
                    </Typography.Text>
                    <Typography.Text>{formatPricePerSqft(record.ratePerSqFt)}</Typography.Text>
                  </Flex>
                  <Flex vertical align="end" gap={4}>
                    <ToneTag tone={growthTone(record.transactionRate)}>
                      {`${formatChange(record.transactionRate)} / month`}
                    </ToneTag>
                    <ToneTag tone={dealCountTone(record.transactionCount)}>
                      {`${formatNumber(record.transactionCount)} deals`}
                    </ToneTag>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <ProvenanceLine provenance={data?.transactionPrices.map((row) => row.provenance)} />
    </WidgetCard>
  );
}
