import type { ReactNode } from 'react';
import { Card } from 'antd';

// The shell of every dashboard widget: a titled card (a named region, so pages and
// tests can find a widget by its title) whose content keeps a fixed minimum height in
// all three states, so a loading skeleton and the loaded content take the same room.

export interface WidgetCardProps {
  title: string;
  extra?: ReactNode;
  /**
   * Minimum height in px of the content inside the card's padding, shared by the
   * skeleton (WidgetSkeleton takes the same number), the error message and the loaded
   * content. Set it to the loaded content's height so nothing shifts when data arrives.
   */
  minHeight?: number;
  /** Whether the widget shows figures (false for the news list): the e2e scan expects a provenance line in every `[data-widget][data-figures]`. */
  figures?: boolean;
  children: ReactNode;
}

/** 'Top Gainers' -> 'top-gainers': the widget's stable `data-widget` name. */
const widgetName = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The heading looks like antd's card title. */
const TITLE_STYLE = { margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' } as const;

export function WidgetCard({ title, extra, minHeight, figures = true, children }: WidgetCardProps) {
  return (
    // The title is a heading, so the dashboard can be browsed by its widgets' headings. It
    // may wrap: on a phone a long title next to a button would otherwise be cut off.
    <Card role="region" aria-label={title} data-widget={widgetName(title)} data-figures={figures ? '' : undefined} title={<h2 style={TITLE_STYLE}>{title}</h2>} extra={extra} styles={{ title: { whiteSpace: 'normal' } }}>
      <div data-widget-body style={{ minHeight }}>
        {children}
      </div>
    </Card>
  );
}
