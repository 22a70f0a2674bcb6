import { Button } from 'antd';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import styles from './news.module.css';

interface PagerProps {
  page: number;
  pages: number;
  /** Pages kept in the address: Previous and Next are links to these (they work without JavaScript). */
  hrefOf?: (page: number) => string;
  /** Pages kept in memory (the bookmarks, which exist only in the browser). */
  onChange?: (page: number) => void;
}

/** Previous, 'Page x of y', Next (spec section 2). */
export function Pager({ page, pages, hrefOf, onChange }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label="Pages">
      <PagerControl label="Previous" target={page - 1} disabled={page <= 1} hrefOf={hrefOf} onChange={onChange} />
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <PagerControl label="Next" target={page + 1} disabled={page >= pages} hrefOf={hrefOf} onChange={onChange} />
    </nav>
  );
}

function PagerControl({ label, target, disabled, hrefOf, onChange }: { label: string; target: number; disabled: boolean } & Omit<PagerProps, 'page' | 'pages'>) {
  // A link cannot be disabled: at either end the control is a disabled button.
  if (hrefOf && !disabled) {
    return (
      <ButtonLink to={hrefOf(target)} preventScrollReset>
        {label}
      </ButtonLink>
    );
  }
  return (
    <Button onClick={() => onChange?.(target)} disabled={disabled}>
      {label}
    </Button>
  );
}
