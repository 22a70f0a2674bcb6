import { StarOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSavedNow } from './useSavedNow';

/**
 * 'Saved', with how many items are saved and, when some changed since their figures were
 * last remembered, how many changed. Server-rendered as plain 'Saved' (the list lives in
 * the browser); the counts arrive after hydration.
 */
export function SavedHeaderLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { state, changed } = useSavedNow();
  const count = state.store.items.length;
  return (
    <NavLink to={paths.saved} className={className} onClick={onNavigate} data-testid="saved-link">
      <StarOutlined aria-hidden className="app-saved-icon" />
      <span className="app-saved-label">Saved</span>
      {count > 0 ? <span className="app-saved-count">{` (${count})`}</span> : null}
      {changed > 0 ? <span className="app-saved-changed">{` ${changed} changed`}</span> : null}
    </NavLink>
  );
}
