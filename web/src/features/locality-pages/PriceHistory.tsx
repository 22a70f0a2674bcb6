import { useMemo, useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useLocalityCompareQuery, type LocalityFiguresFragment } from '../../generated/graphql';
import { formatChange, formatNumber, formatPercent, formatPricePerSqft, formatRating, NA } from '../../shared/format';
import { chartFileName } from '../../shared/csv/csvTable';
import { Chart } from '../../shared/ui/Chart';
import { ChangeValue } from '../../shared/ui/ChangeValue';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { buildDealsOptions, buildHistoryOptions, DEALS_CHART_HEIGHT, HISTORY_CHART_HEIGHT, HISTORY_TIMEFRAMES, type HistoryTimeframe } from './historyOptions';
import plain from '../../shared/ui/plainTable.module.css';
import styles from './locality.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// The price history card: quarterly prices with 1Y/3Y/5Y/All, the 1y/3y/5y changes,
// deals per quarter, and "Compare with…" another locality of the same city, whose
// slug is in the URL (?compare=) so the comparison can be shared.

interface PriceHistoryProps {
  locality: LocalityFiguresFragment;
  /** The other localities of the city, for the compare picker. */
  others: { slug: string; name: string }[];
  /** The compared locality's slug from the URL. */
  compare?: string;
  onCompare: (slug: string | undefined) => void;
}

export function PriceHistory({ locality, others, compare, onCompare }: PriceHistoryProps) {
  const [timeframe, setTimeframe] = useState<HistoryTimeframe>('5Y');
  const compared = useLocalityCompareQuery({ variables: { city: locality.city, slug: compare ?? '' }, skip: !compare });
  const other = compare ? compared.data?.locality : undefined;
  const shown = useMemo(() => (other ? [locality, other] : [locality]), [locality, other]);
  const historyOptions = useMemo(() => buildHistoryOptions(shown, timeframe), [shown, timeframe]);
  const dealsOptions = useMemo(() => buildDealsOptions(shown, timeframe), [shown, timeframe]);

  const timeframes = (
    <Space.Compact role="group" aria-label="Timeframe">
      {HISTORY_TIMEFRAMES.map((option) => (
        <Button key={option} size="small" type={option === timeframe ? 'primary' : 'default'} aria-pressed={option === timeframe} onClick={() => setTimeframe(option)}>
          {option}
        </Button>
      ))}
    </Space.Compact>
  );

  return (
    <Card role="region" aria-label="Price History" data-widget="price-history" data-figures="" title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Price History</h2>} extra={timeframes}>
      <CompareWith city={locality.city} others={others} compare={compare} onCompare={onCompare} />
      {compare && !compared.loading && !other ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={compared.error ? 'Failed to load the locality to compare with.' : `No locality "${compare}" in ${locality.city} to compare with.`} />
      ) : null}
      <Chart
        options={historyOptions}
        height={HISTORY_CHART_HEIGHT}
        download={{ fileName: chartFileName(locality.city, `${shown.map((item) => item.slug).join('-vs-')}-price-history`), source: locality.source }}
        description={`Average price per sqft of ${shown.map((item) => item.name).join(' and ')} by quarter, ${timeframe}.`} />
      <PriceChanges locality={locality} />
      {other ? <Comparison localities={[locality, other]} /> : null}
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        Deals per Quarter
      </Typography.Title>
      <Chart
        options={dealsOptions}
        height={DEALS_CHART_HEIGHT}
        download={{ fileName: chartFileName(locality.city, `${shown.map((item) => item.slug).join('-vs-')}-deals`), source: locality.source }}
        description={`Registered deals per quarter in ${shown.map((item) => item.name).join(' and ')}, ${timeframe}.`} />
      <ProvenanceLine provenance={shown.map((item) => item.provenance)} />
    </Card>
  );
}

const CHANGE_ROWS = [
  ['1-year change', 'oneYear'],
  ['3-year change', 'threeYears'],
  ['5-year change', 'fiveYears'],
] as const;

function PriceChanges({ locality }: { locality: LocalityFiguresFragment }) {
  return (
    <dl className={styles.changes} aria-label={`Price change of ${locality.name}`}>
      {CHANGE_ROWS.map(([label, key]) => {
        const value = locality.priceChange[key];
        return (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value === null ? NA : <ChangeValue value={value} icon="trend" strong />}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * "Compare with…": a native <select> rather than antd's Select, which on a phone (4x CPU)
 * added its select, virtual-list and popup code to the page and hydrated in a long task, for
 * a list of nine names; a phone shows its own picker for a native one. The empty option
 * ends a comparison.
 */
function CompareWith({ city, others, compare, onCompare }: Pick<PriceHistoryProps, 'others' | 'compare' | 'onCompare'> & { city: string }) {
  // An unknown slug from the URL selects nothing (the card warns about it).
  const value = others.some((item) => item.slug === compare) ? compare : '';
  return (
    <div className={styles.compareWith}>
      <label htmlFor="compare-with">Compare with…</label>
      <select id="compare-with" className={styles.select} value={value} onChange={(event) => onCompare(event.target.value || undefined)}>
        <option value="">{compare ? 'No comparison' : `Another locality of ${city}`}</option>
        {others.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The two localities' figures side by side (a plain table: see shared/ui/plainTable.module.css). */
function Comparison({ localities }: { localities: [LocalityFiguresFragment, LocalityFiguresFragment] }) {
  const rows = [
    { key: 'price', label: 'Average Price', values: localities.map((item) => formatPricePerSqft(item.avgPricePerSqft)) },
    ...CHANGE_ROWS.map(([label, key]) => ({ key, label, values: localities.map((item) => formatChange(item.priceChange[key])) })),
    { key: 'yield', label: 'Rental Yield', values: localities.map((item) => formatPercent(item.rentalYield)) },
    { key: 'rating', label: 'Rating', values: localities.map((item) => formatRating(item.rating)) },
    { key: 'safety', label: 'Safety Score', values: localities.map((item) => formatRating(item.safetyScore)) },
    { key: 'deals', label: 'Deals last quarter', values: localities.map((item) => formatNumber(item.history.at(-1)?.deals)) },
  ];
  return (
    <div className={`${plain.scroll} ${styles.comparison}`}>
      <table className={plain.table} aria-label={`${localities[0].name} compared with ${localities[1].name}`}>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            {localities.map((item, index) => (
              <th key={item.id} scope="col">
                {index === 0 ? item.name : <LocalityLink city={item.city} locality={item.name} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={localities[index].id}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
