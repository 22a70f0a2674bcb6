import { useState, type ReactNode } from 'react';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { formatChange, formatNumber, formatPercent, formatPricePerSqft } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import type { CityLocality } from './cityLocalitiesCsv';
import { gapText } from './priceCheckText';
import styles from './localitiesTable.module.css';

// The city page's table of localities, sortable by each column. A plain <table> rather than
// antd's Table: on a phone (4x CPU) antd's hydrated a 10-row table in 150-220 ms of one
// task (its scroll measuring, resize observers and styles), and inlined 51 kB of CSS into
// the page. Sorting cycles as antd's did: ascending, descending, then the city's order.

type Order = 'ascending' | 'descending';

interface Column {
  key: string;
  title: string;
  cell: (row: CityLocality) => ReactNode;
  /** The sort value: text for the name, a number (null when not known) for the rest. */
  value: (row: CityLocality) => string | number | null | undefined;
}

export const LOCALITY_COLUMNS: readonly Column[] = [
  { key: 'name', title: 'Locality', cell: (row) => <LocalityLink city={row.city} locality={row.name} />, value: (row) => row.name },
  { key: 'avg', title: 'Average ₹/sq ft', cell: (row) => formatPricePerSqft(row.avgPricePerSqft), value: (row) => row.avgPricePerSqft },
  { key: 'change', title: '1-year change', cell: (row) => formatChange(row.priceChange.oneYear), value: (row) => row.priceChange.oneYear },
  { key: 'yield', title: 'Rental yield', cell: (row) => formatPercent(row.rentalYield), value: (row) => row.rentalYield },
  { key: 'registered', title: 'Registered median', cell: (row) => formatPricePerSqft(row.priceCheck.registered.median), value: (row) => row.priceCheck.registered.median },
  { key: 'asking', title: 'Asking median', cell: (row) => formatPricePerSqft(row.priceCheck.asking.median), value: (row) => row.priceCheck.asking.median },
  { key: 'gap', title: 'Gap', cell: (row) => gapText(row.priceCheck.gapPercent), value: (row) => row.priceCheck.gapPercent },
  { key: 'count', title: 'N (sales)', cell: (row) => formatNumber(row.priceCheck.registered.count), value: (row) => row.priceCheck.registered.count },
];

/** The rows in a column's order; a row without a value comes last either way, and ties keep the city's order. */
export function sortLocalities(rows: readonly CityLocality[], column: Column, order: Order): CityLocality[] {
  const sign = order === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
  });
}

const NEXT: Record<Order | 'none', Order | null> = { none: 'ascending', ascending: 'descending', descending: null };

export function LocalitiesTable({ localities, label }: { localities: readonly CityLocality[]; label: string }) {
  const [sort, setSort] = useState<{ key: string; order: Order } | null>(null);
  const sortedBy = sort && LOCALITY_COLUMNS.find((column) => column.key === sort.key);
  const rows = sort && sortedBy ? sortLocalities(localities, sortedBy, sort.order) : localities;

  const toggle = (key: string) =>
    setSort((current) => {
      const order = NEXT[current?.key === key ? current.order : 'none'];
      return order ? { key, order } : null;
    });

  return (
    // Scrolls sideways on a phone; a keyboard reaches every column through the sort buttons.
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {LOCALITY_COLUMNS.map((column, index) => {
              const order = sort?.key === column.key ? sort.order : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={order} className={index === 0 ? undefined : styles.number}>
                  <button type="button" className={styles.sorter} onClick={() => toggle(column.key)}>
                    {column.title}
                    <span className={styles.carets} aria-hidden>
                      <CaretUpOutlined className={order === 'ascending' ? styles.active : undefined} />
                      <CaretDownOutlined className={order === 'descending' ? styles.active : undefined} />
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {LOCALITY_COLUMNS.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={styles.number}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
