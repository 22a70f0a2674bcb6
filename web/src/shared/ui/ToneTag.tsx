import type { ReactNode } from 'react';
import { Tag } from 'antd';

// A coloured badge for threshold-coded figures (transaction growth, deal counts).
// The tone is exposed as data-tone so its meaning is checkable without reading colours.

export type Tone = 'green' | 'amber' | 'red' | 'blue';

const TAG_COLOR: Record<Tone, string> = { green: 'green', amber: 'gold', red: 'red', blue: 'blue' };

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Tag color={TAG_COLOR[tone]} data-tone={tone}>
      {children}
    </Tag>
  );
}
