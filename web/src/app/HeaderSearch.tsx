import { LazySiteSearch } from '../features/search/LazySiteSearch';

/** The header's search box (and the mobile menu's): a plain form until first focused (see LazySiteSearch). */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  return <LazySiteSearch variant="compact" onNavigate={onNavigate} />;
}
