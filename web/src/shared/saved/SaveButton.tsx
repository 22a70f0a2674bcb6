import { useCallback } from 'react';
import { Button } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { SavedItemsDocument, type SavedItemsQuery, type SavedItemsQueryVariables } from '../../generated/graphql';
import { figuresOf, itemId, itemsNow, savedItemsVariables } from './savedFigures';
import { addSaved, maxSaved, isSaved, readSaved, rememberFirstFigures, removeSaved, useSavedState, type SavedKind } from './savedStore';
import { useMessageToasts } from '../ui/toasts';
import styles from './saveButton.module.css';

// The "Save" control for a city, a locality, a property search or a text search: a toggle
// (aria-pressed) showing Save or Saved. Saving remembers the item's figures as they are now
// (one SavedItems query for the item), so /saved can tell what changed since. Before
// hydration it shows Save, like every stored value (SSR.md).

export interface SaveButtonProps {
  kind: SavedKind;
  /** The item's key in the saved list (savedStore.ts). */
  itemKey: string;
  /** The item's name, shown on /saved if the data no longer has it. */
  label: string;
  /** What to name in the button's accessible name when the page has several, e.g. 'Baner' ('Save Baner', 'Saved: Baner'). */
  nameFor?: string;
  size?: 'small' | 'middle' | 'large';
}

export function SaveButton({ kind, itemKey, label, nameFor, size }: SaveButtonProps) {
  const client = useApolloClient();
  const [toasts, toastHolder] = useMessageToasts();
  const { store } = useSavedState();
  const saved = isSaved(store, kind, itemKey);
  const toggle = useCallback(() => {
    if (isSaved(readSaved().store, kind, itemKey)) {
      removeSaved(kind, itemKey);
      return;
    }
    if (!addSaved(kind, itemKey, label)) {
      toasts.warning(`Your saved list is full: it keeps at most ${maxSaved(kind)} of a kind. Remove some on the Saved page first.`);
      return;
    }
    client
      .query<SavedItemsQuery, SavedItemsQueryVariables>({ query: SavedItemsDocument, variables: savedItemsVariables([{ kind, key: itemKey }]), fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const now = data ? itemsNow(data.savedItems).get(itemId(kind, itemKey)) : undefined;
        if (now) rememberFirstFigures(kind, itemKey, figuresOf(now));
      })
      // Without figures the first visit to /saved remembers them instead.
      .catch(() => undefined);
  }, [client, kind, itemKey, label, toasts]);
  return (
    <>
      {toastHolder}
      <Button
        size={size}
        aria-pressed={saved}
        aria-label={nameFor ? `${saved ? 'Saved:' : 'Save'} ${nameFor}` : undefined}
        icon={saved ? <StarFilled aria-hidden className={styles.savedIcon} /> : <StarOutlined aria-hidden />}
        onClick={toggle}
      >
        {saved ? 'Saved' : 'Save'}
      </Button>
    </>
  );
}
