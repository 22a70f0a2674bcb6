import type { ReactNode } from 'react';
import { Card } from 'antd';

// The shell of every dashboard widget: a titled card (a named region, so pages and
// tests can find a widget by its title) whose body keeps a fixed minimum height in
// all three states, so a loading skeleton and the loaded content take the same room.

export interface WidgetCardProps {
  title: string;
  extra?: ReactNode;
  /** Minimum body height in px, shared by the skeleton and the loaded content. */
  minHeight?: number;
  children: ReactNode;
}

export function WidgetCard({ title, extra, minHeight, children }: WidgetCardProps) {
  return (
    <Card role="region" aria-label={title} title={title} extra={extra} styles={{ body: { minHeight } }}>
      {children}
    </Card>
  );
}
