import { Button } from 'antd';
import styles from './news.module.css';

/** Previous, 'Page x of y', Next (spec section 2). */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button onClick={() => onChange(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button onClick={() => onChange(page + 1)} disabled={page >= pages}>
        Next
      </Button>
    </nav>
  );
}
