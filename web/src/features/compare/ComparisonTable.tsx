import type { ReactNode } from 'react';
import { Card, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { COMPARE_TOP_LOCALITIES } from '../../config/constants';
import { dashboardPath } from '../../config/paths';
import { useCompareCityQuery, type CompareCityQuery } from '../../generated/graphql';
import { formatDays, formatNumber, formatPricePerSqft, formatRating, NA } from '../../shared/format';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { ChangeValue } from '../../shared/ui/ChangeValue';
import { QueryState } from '../../shared/ui/QueryState';
import { csvFileName } from '../../shared/csv/csvTable';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { compareCsv } from './compareCsv';
import { sixMonthChange } from './priceTrendChange';
import styles from './compare.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

const METRIC_WIDTH = 150;
const MIN_CITY_WIDTH = 190;

interface Row {
  key: string;
  metric: string;
  render: (city: CompareCityQuery) => ReactNode;
}

const ROWS: Row[] = [
  {
    key: 'avgPrice',
    metric: 'Average Price',
    render: ({ marketData }) => (
      <>
        <div className={styles.value}>{formatPricePerSqft(marketData.avgPrice)}</div>
        {/* Spec section 8: a missing value shows 'N/A' (Kochi has no consultant change). */}
        <Change value={marketData.avgPriceChange} caption="year on year" />
      </>
    ),
  },
  {
    key: 'priceTrend',
    metric: 'Price Trend (Last 6 Months)',
    render: ({ priceTrends }) => {
      const change = sixMonthChange(priceTrends);
      return change ? <Change value={change.percent} caption={`since ${change.from.month} ${change.from.year}`} /> : NA;
    },
  },
  { key: 'listed', metric: 'Properties Listed', render: ({ marketData }) => formatNumber(marketData.propertiesListed) },
  { key: 'days', metric: 'Avg. Days Listed', render: ({ marketData }) => formatDays(marketData.avgDaysListed) },
  { key: 'rating', metric: 'Locality Rating', render: ({ marketData }) => formatRating(marketData.localityRating) },
  {
    key: 'localities',
    metric: 'Top Localities',
    // Each city's own localities (the spec's source took only the first city's).
    render: ({ localityInsights }) =>
      localityInsights.length ? (
        <ul className={styles.localities}>
          {localityInsights.slice(0, COMPARE_TOP_LOCALITIES).map((locality) => (
            <li key={locality.id}>
              <Tag>
                <LocalityLink city={locality.city} locality={locality.name} />
              </Tag>
            </li>
          ))}
        </ul>
      ) : (
        NA
      ),
  },
];

function Change({ value, caption }: { value: number | null | undefined; caption: string }) {
  return (
    <span>
      {value === null || value === undefined ? NA : <ChangeValue value={value} />}{' '}
      <Typography.Text type="secondary" className={styles.caption}>
        {caption}
      </Typography.Text>
    </span>
  );
}

/** One query per slot (always three hooks, the unused ones skipped), combined into one table. */
function useCompareData(cities: string[]) {
  const results = [
    useCompareCityQuery({ variables: { city: cities[0] ?? '' }, skip: !cities[0] }),
    useCompareCityQuery({ variables: { city: cities[1] ?? '' }, skip: !cities[1] }),
    useCompareCityQuery({ variables: { city: cities[2] ?? '' }, skip: !cities[2] }),
  ].slice(0, cities.length);
  const loading = results.some((result) => result.loading);
  const error = results.find((result) => result.error)?.error;
  const data = results.every((result) => result.data) ? results.map((result) => result.data!) : undefined;
  return { loading, error, data };
}

export function ComparisonTable({ cities }: { cities: string[] }) {
  const { loading, error, data } = useCompareData(cities);

  return (
    <QueryState
      loading={loading}
      error={error}
      data={data}
      errorMessage="Failed to load comparison data."
      skeleton={
        <Card className={styles.tableCard} aria-busy="true" aria-label="Loading comparison">
          <Skeleton active title={false} paragraph={{ rows: 9 }} />
        </Card>
      }
    >
      {(loaded) => {
        const columns: TableColumnsType<Row> = [
          // The metric names stay in view while a narrow screen scrolls the cities sideways.
          { key: 'metric', title: 'Metric', dataIndex: 'metric', rowScope: 'row', width: METRIC_WIDTH, fixed: 'left' },
          ...cities.map((city, index) => ({
            key: city,
            title: city,
            render: (_: unknown, row: Row) => row.render(loaded[index]),
          })),
        ];
        const actions: Row = {
          key: 'actions',
          metric: 'Actions',
          render: ({ marketData }) => (
            <ButtonLink type="primary" aria-label={`View Dashboard for ${marketData.city}`} to={dashboardPath({ city: marketData.city })}>
              View Dashboard
            </ButtonLink>
          ),
        };
        return (
          <Card className={styles.tableCard} data-widget="comparison" data-figures="">
            <Flex justify="end" style={{ marginBottom: 8 }}>
              <DownloadCsvButton fileName={csvFileName(cities.join(' '), 'compare')} table={() => compareCsv(loaded)} subject="comparison" />
            </Flex>
            <Table<Row>
              columns={columns}
              dataSource={[...ROWS, actions]}
              pagination={false}
              // A fixed minimum rather than max-content, so the locality tags wrap inside their column.
              scroll={{ x: METRIC_WIDTH + cities.length * MIN_CITY_WIDTH }}
            />
            <ProvenanceLine provenance={loaded.map((city) => city.marketData.provenance)} />
          </Card>
        );
      }}
    </QueryState>
  );
}
