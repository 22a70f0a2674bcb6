import { useState } from 'react';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { FIGURE_COLUMNS, NAME_COLUMN, type CityLocality } from './cityLocalitiesCsv';
import plain from '../../shared/ui/plainTable.module.css';
import styles from './localitiesTable.module.css';

// The city page's table of localities, sortable by each column. A plain <table> rather than
// antd's Table: on a phone (4x CPU) antd's hydrated a 10-row table in 150-220 ms of one
// task (its scroll measuring, resize observers and styles), and inlined 51 kB of CSS into
// the page. Sorting cycles as antd's did: ascending, descending, then the city's order.

type Order = 'ascending' | 'descending';
/** The table's sort: a column key and its order; null for the city's order. */
export type LocalitiesSort = { key: string; order: Order } | null;

const COLUMNS = [NAME_COLUMN, ...FIGURE_COLUMNS];

/** The rows in the order of a column's values; a row without one comes last either way, and ties keep the city's order. */
export function sortLocalities(rows: readonly CityLocality[], value: (row: CityLocality) => string | number | null | undefined, order: Order): CityLocality[] {
  const sign = order === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
  });
}

const NEXT: Record<Order | 'none', Order | null> = { none: 'ascending', ascending: 'descending', descending: null };

export function LocalitiesTable({
  localities,
  label,
  sort: givenSort,
  onSort,
}: {
  localities: readonly CityLocality[];
  label: string;
  /** The sort, when the page holds it (the map beside the table colours by the sorted column). */
  sort?: LocalitiesSort;
  onSort?: (sort: LocalitiesSort) => void;
}) {
  const [ownSort, setOwnSort] = useState<LocalitiesSort>(null);
  const sort = givenSort === undefined ? ownSort : givenSort;
  const setSort = (next: (current: LocalitiesSort) => LocalitiesSort) => {
    const value = next(sort);
    setOwnSort(value);
    onSort?.(value);
  };
  const sortedBy = sort && COLUMNS.find((column) => column.key === sort.key);
  const rows = sort && sortedBy ? sortLocalities(localities, sortedBy.value, sort.order) : localities;

  const toggle = (key: string) =>
    setSort((current) => {
      const order = NEXT[current?.key === key ? current.order : 'none'];
      return order ? { key, order } : null;
    });

  return (
    // Scrolls sideways on a phone; a keyboard reaches every column through the sort buttons.
    <div className={plain.scroll}>
      <table className={`${plain.table} ${styles.sortable}`} aria-label={label}>
        <thead>
          <tr>
            {COLUMNS.map((column, index) => {
              const order = sort?.key === column.key ? sort.order : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={order} className={index === 0 ? undefined : plain.number}>
                  <button type="button" className={index === 0 ? styles.sorter : `${styles.sorter} ${styles.sorterEnd}`} onClick={() => toggle(column.key)}>
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
              <th scope="row">
                <LocalityLink city={row.city} locality={row.name} />
              </th>
              {FIGURE_COLUMNS.map((column) => (
                <td key={column.key} className={plain.number}>
                  {column.format(column.value(row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
