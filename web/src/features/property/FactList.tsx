import type { ReactNode } from 'react';
import styles from './property.module.css';

/** Label/value pairs as a definition list, laid out as a grid of facts. */
export function FactList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
