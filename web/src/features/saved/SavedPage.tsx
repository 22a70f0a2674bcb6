import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatLocalDay } from '../../shared/dates';
import { formatChange, formatCrore, formatPricePerSqft } from '../../shared/format';
import { PageHead } from '../../shared/head/PageHead';
import { ChangeValue } from '../../shared/ui/ChangeValue';
import { saveTextFile } from '../../shared/csv/downloadCsv';
import { useOfflineState } from '../../shared/offline/offlineState';
import { changesBetween, figuresOf, itemId, savedItemPath, type ItemNow } from '../../shared/saved/savedFigures';
import { removeSaved, updateSaved, propertyStatus, SAVED_KINDS, type SavedFigures, type SavedItem, type SavedKind } from '../../shared/saved/savedStore';
import { MAX_IMPORT_BYTES, exportFile, mergeImport, readImport } from './savedTransfer';
import { useSavedNow } from './useSavedNow';
import styles from './saved.module.css';

// /saved: everything this browser follows, grouped by kind, each with what it is now and
// what changed since the figures were last remembered (when it was saved, or the last
// visit here). Each visit remembers the figures shown, for the next one. The list lives in
// this browser, so the server renders the page's shell and the list arrives after hydration.

const GROUPS: Record<SavedKind, { title: string; empty: string }> = {
  city: { title: 'Cities', empty: 'a city (Save on its dashboard)' },
  locality: { title: 'Localities', empty: "a locality (Save on its page or in a city's localities)" },
  property: { title: 'Properties', empty: 'a home (the heart on its page)' },
  search: { title: 'Searches', empty: 'a search (Save this search on the property listing or the search results)' },
  article: { title: 'Articles', empty: 'an article (its bookmark or Save)' },
};

export const SAVED_EMPTY_TEXT = `Nothing saved yet. You can save ${SAVED_KINDS.map((kind) => GROUPS[kind].empty).join(', ')}.`;
/** A page could not be kept for offline reading because the site's storage is full (docs/offline.md). */
export const OFFLINE_QUOTA_TEXT = "Some pages could not be kept for offline reading: this browser's storage for the site is full. Pages kept before are still available offline.";
export const SAVED_UNREADABLE_TEXT = 'Your saved list could not be read, so it was set aside. What you save now starts a new list.';

/** '25 Nov 2026' in the visitor's time zone. */

/** The figures each item had before this visit, and the visit before this one. */
interface Visit {
  before: Map<string, SavedItem['seen']>;
  lastVisit?: string;
}

export function SavedPage() {
  const { state, found, loaded, loading, error } = useSavedNow({ fresh: true });
  const { store, unreadable, pending } = state;
  const [visit, setVisit] = useState<Visit | null>(null);

  // The first answer of this visit: keep what was remembered (to show the changes), then
  // remember the figures shown now for the next visit.
  useEffect(() => {
    if (!loaded || visit) return;
    setVisit({ before: new Map(store.items.map((item) => [itemId(item.kind, item.key), item.seen])), lastVisit: store.lastVisit });
    const at = new Date().toISOString();
    updateSaved((current) => ({
      ...current,
      lastVisit: at,
      items: current.items.map((item) => {
        const now = found.get(itemId(item.kind, item.key));
        return now ? { ...item, seen: { at, figures: figuresOf(now) } } : item;
      }),
    }));
  }, [loaded, visit, store, found]);

  const changesOf = (item: SavedItem): string[] => {
    const now = found.get(itemId(item.kind, item.key));
    const seen = visit ? visit.before.get(itemId(item.kind, item.key)) : item.seen;
    return now && seen ? changesBetween(seen.figures, figuresOf(now)) : [];
  };
  const changed = store.items.filter((item) => changesOf(item).length > 0).length;
  const since = visit?.lastVisit ?? earliestSeen(visit ? [...visit.before.values()] : store.items.map((item) => item.seen));

  return (
    <div className={styles.page}>
      <PageHead
        title="Saved"
        description="The cities, localities, homes, searches and articles you follow on GharInsight, and what changed since your last visit. Kept in your browser only."
        path={paths.saved}
      />
      <Typography.Title level={1}>Saved</Typography.Title>
      <Typography.Paragraph type="secondary">
        What you follow, kept in this browser only (there are no accounts). Figures are illustrative sample data.
      </Typography.Paragraph>
      {unreadable ? <Alert type="warning" showIcon title={SAVED_UNREADABLE_TEXT} className={styles.notice} /> : null}
      <OfflineStorageNotice />
      {pending ? (
        // Busy until the app has read the list, which arrives in a transition after hydration.
        <div aria-busy="true">
          <noscript>
            <Typography.Paragraph>Your saved list lives in this browser and needs JavaScript to show.</Typography.Paragraph>
          </noscript>
          {/* Until the app has read the list: the empty state if the page's inline script found
              nothing saved (html[data-saved-empty]), else a skeleton (without a title, which
              would be an empty heading). */}
          <Empty description={SAVED_EMPTY_TEXT} className={`${styles.empty} ${styles.emptyBeforeStart}`} />
          <Skeleton active title={false} paragraph={{ rows: 4 }} className={styles.skeletonBeforeStart} />
        </div>
      ) : store.items.length === 0 ? (
        <Empty description={SAVED_EMPTY_TEXT} className={styles.empty} />
      ) : (
        <>
          <Typography.Paragraph role="status" strong className={styles.summary}>
            {loading || !loaded ? 'Checking what changed…' : changed > 0 ? changeSummary(changed, store.items.length, since) : since ? `No changes since ${formatLocalDay(since)}` : 'No changes yet.'}
          </Typography.Paragraph>
          {error ? <Alert type="error" showIcon title="Failed to load what your saved items are now. Please try again later." className={styles.notice} /> : null}
          {SAVED_KINDS.map((kind) => {
            const items = store.items.filter((item) => item.kind === kind);
            return items.length ? (
              <Card key={kind} title={<h2 className={styles.groupTitle}>{`${GROUPS[kind].title} (${items.length})`}</h2>} className={styles.group}>
                <List
                  dataSource={items}
                  renderItem={(item) => (
                    <SavedRow item={item} now={found.get(itemId(item.kind, item.key))} loaded={loaded} changes={changesOf(item)} seenAt={(visit ? visit.before.get(itemId(item.kind, item.key)) : item.seen)?.at} />
                  )}
                />
              </Card>
            ) : null;
          })}
        </>
      )}
      {pending ? null : <Transfer />}
    </div>
  );
}

const changeSummary = (changed: number, total: number, since: string | undefined) =>
  `${changed} of ${total} ${total === 1 ? 'item' : 'items'} changed${since ? ` since ${formatLocalDay(since)}` : ''}`;

function earliestSeen(seen: (SavedItem['seen'] | undefined)[]): string | undefined {
  return seen.reduce<string | undefined>((earliest, entry) => (entry && (!earliest || entry.at < earliest) ? entry.at : earliest), undefined);
}

/** Said when keeping a page for offline reading failed for lack of storage (what was kept stays). */
function OfflineStorageNotice() {
  const { quotaExceeded } = useOfflineState();
  return quotaExceeded ? <Alert type="warning" showIcon title={OFFLINE_QUOTA_TEXT} className={styles.notice} /> : null;
}

function SavedRow({ item, now, loaded, changes, seenAt }: { item: SavedItem; now?: ItemNow; loaded: boolean; changes: string[]; seenAt?: string }) {
  const name = now ? nameOf(now) : item.label;
  // Whether the service worker keeps the item's page for reading without a connection.
  const offline = useOfflineState().kept.has(now ? savedItemPath(now) : '');
  return (
    <List.Item
      className={styles.row}
      data-saved-kind={item.kind}
      data-changed={changes.length > 0 ? 'true' : 'false'}
      actions={[
        <Button key="remove" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => removeSaved(item.kind, item.key)} aria-label={`Remove ${name} from saved`}>
          Remove
        </Button>,
      ]}
    >
      <div className={styles.item}>
        <Typography.Title level={3} className={styles.itemTitle}>
          {now ? <Link to={savedItemPath(now)}>{name}</Link> : name}
        </Typography.Title>
        <Space direction="vertical" size={4}>
          {now ? <span>{describe(now)}</span> : loaded ? <span>No longer available.</span> : <Skeleton.Input active size="small" />}
          {changes.length ? (
            <Space wrap size={[4, 4]}>
              {changes.map((change) => (
                <Tag key={change} color="gold" className={styles.change}>
                  {change}
                </Tag>
              ))}
            </Space>
          ) : now && seenAt ? (
            <Typography.Text type="secondary">No changes since {formatLocalDay(seenAt)}</Typography.Text>
          ) : null}
          {offline ? (
            <Typography.Text type="secondary" data-testid="available-offline">
              Available offline
            </Typography.Text>
          ) : null}
        </Space>
      </div>
    </List.Item>
  );
}

function nameOf(now: ItemNow): string {
  switch (now.kind) {
    case 'city':
      return now.value.city;
    case 'locality':
      return `${now.value.name}, ${now.value.city}`;
    case 'property':
      return now.value.name;
    case 'search':
      return searchName(now.value.path);
    case 'article':
      return now.value.title;
  }
}

/** '/properties?city=Pune&bedrooms=2' → 'Homes: city Pune, bedrooms 2'; '/search?q=baner' → 'Search “baner”'. */
export function searchName(path: string): string {
  const url = new URL(path, 'https://gharinsight.invalid');
  if (url.pathname === paths.search) return `Search “${url.searchParams.get('q') ?? ''}”`;
  const filters = [...url.searchParams].map(([name, value]) => `${name} ${value}`);
  return filters.length ? `Homes: ${filters.join(', ')}` : 'Homes in all cities';
}


function describe(now: ItemNow): ReactNode {
  switch (now.kind) {
    case 'city':
      return (
        <>
          Average {formatPricePerSqft(now.value.avgPricePerSqft)}
          {now.value.oneYearChange === null ? null : (
            <>
              , 1-year change <ChangeValue value={now.value.oneYearChange} />
            </>
          )}
        </>
      );
    case 'locality': {
      // The registered median and the asking-over-registered gap of the price check, where there are enough sales.
      const { registered, gapPercent } = now.value.priceCheck;
      return (
        <>
          Average {formatPricePerSqft(now.value.avgPricePerSqft)}
          {registered.median === null || gapPercent === null ? null : (
            <>
              {' '}
              · registered median {formatPricePerSqft(registered.median)}, asking {formatChange(gapPercent)} against it
            </>
          )}
        </>
      );
    }
    case 'property':
      return (
        <>
          {formatCrore(now.value.price)} · {propertyStatus(now.value.completionDate)} · {now.value.location}
        </>
      );
    case 'search':
      return <>{now.value.count === 1 ? '1 home matches now' : `${now.value.count} homes match now`}</>;
    case 'article':
      return (
        <>
          {now.value.category} · {formatLocalDay(now.value.publishedAt)}
        </>
      );
  }
}

function Transfer() {
  const { state } = useSavedNow();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The size is checked before the file is read, so a huge file is never loaded.
    const result = file.size > MAX_IMPORT_BYTES ? readImport('', file.size) : readImport(await readText(file), file.size);
    if (!result.ok) {
      setMessage({ type: 'error', text: `Could not import ${file.name}: ${result.reason}` });
      return;
    }
    let outcome = { added: 0, refused: 0 };
    updateSaved((store) => {
      const merged = mergeImport(store, result.items);
      outcome = merged;
      return merged.store;
    });
    const refused = outcome.refused ? ` ${outcome.refused} left out: the list keeps at most 100 of a kind (10 searches).` : '';
    setMessage({ type: 'success', text: `Imported ${outcome.added} ${outcome.added === 1 ? 'item' : 'items'} from ${file.name}.${refused}` });
  };

  return (
    <Card title={<h2 className={styles.groupTitle}>Take it with you</h2>} className={styles.group}>
      <Typography.Paragraph>Export the list as a JSON file, and import it in another browser. Clearing removes every saved item from this browser.</Typography.Paragraph>
      <Space wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={state.store.items.length === 0}
          onClick={() => {
            const file = exportFile(state.store);
            saveTextFile(file.name, file.text, 'application/json');
          }}
        >
          Export
        </Button>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
          Import
        </Button>
        <input ref={input} type="file" accept="application/json,.json" hidden aria-label="Saved list file to import" onChange={onFile} data-testid="saved-import" />
        <Popconfirm
          title="Clear the saved list?"
          description="This removes every saved item from this browser."
          okText="Yes, clear everything"
          cancelText="Keep"
          onConfirm={() => {
            updateSaved((store) => ({ ...store, items: [] }));
            setMessage({ type: 'success', text: 'The saved list is empty.' });
          }}
        >
          <Button icon={<DeleteOutlined aria-hidden />} disabled={state.store.items.length === 0}>
            Clear everything
          </Button>
        </Popconfirm>
      </Space>
      {message ? <Alert role={message.type === 'error' ? 'alert' : 'status'} type={message.type} showIcon title={message.text} className={styles.notice} /> : null}
    </Card>
  );
}

/** A file's text (FileReader: every browser has it, and so has jsdom). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export type { SavedFigures };
