import type { KeyboardEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import styles from './linkTabs.module.css';

export interface LinkTab<K extends string> {
  key: K;
  label: ReactNode;
  /** The address that shows this tab. */
  to: To;
}

interface LinkTabsProps<K extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly LinkTab<K>[];
  activeKey: K;
  /** The active tab's panel. */
  children: ReactNode;
  /** Prefix of the tabs' and the panel's element ids (unique on the page). */
  idPrefix: string;
}

/**
 * Tabs whose state is the address: each tab is a link to the address that shows it, and
 * only the active tab's panel is rendered. Drawn like antd's line tabs (linkTabs.module.css),
 * but plain elements: antd's Tabs measured its tabs after hydration and
 * re-rendered about ten times on a phone's first visit (the dashboard's blocking time), and
 * its tabs are buttons that do nothing without JavaScript, where these links still work.
 *
 * Keyboard: the tab list is one tab stop (the active tab); Left/Right, Home and End move
 * between tabs, Enter or Space follows the focused tab (ARIA tabs with manual activation).
 */
export function LinkTabs<K extends string>({ label, items, activeKey, children, idPrefix }: LinkTabsProps<K>) {
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item) => (
          <TabLink key={item.key} item={item} active={item.key === activeKey} idPrefix={idPrefix} />
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${activeKey}`}>
        {children}
      </div>
    </div>
  );
}

function TabLink<K extends string>({ item, active, idPrefix }: { item: LinkTab<K>; active: boolean; idPrefix: string }) {
  const href = useHref(item.to);
  // The tab bar does not move the page: the address changes, the scroll position stays.
  const follow = useLinkClickHandler<HTMLAnchorElement>(item.to, { preventScrollReset: true });
  return (
    <a
      role="tab"
      id={`${idPrefix}-tab-${item.key}`}
      href={href}
      aria-selected={active}
      aria-controls={active ? `${idPrefix}-panel` : undefined}
      tabIndex={active ? 0 : -1}
      className={styles.tab}
      onClick={follow}
      onKeyDown={onTabKey}
    >
      {item.label}
    </a>
  );
}

/** Left/Right (wrapping), Home and End move the focus between the tabs; Space follows the focused one (a link follows on Enter by itself). */
function onTabKey(event: KeyboardEvent<HTMLAnchorElement>) {
  const tab = event.currentTarget;
  if (event.key === ' ') {
    event.preventDefault();
    tab.click();
    return;
  }
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? [])];
  const from = tabs.indexOf(tab);
  const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  tabs[(to + tabs.length) % tabs.length].focus();
}
