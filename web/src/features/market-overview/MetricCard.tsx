import type { ReactNode } from 'react';
import { Card, Flex, Statistic, Typography } from 'antd';
import { NA } from '../../shared/format';
import { ChangeValue } from '../../shared/ui/ChangeValue';

// One headline figure. Spec section 2: an optional percentage change with an up arrow,
// green when above zero, or a down arrow, red otherwise — by sign, even where a fall is
// good news (fewer days listed).

export const METRIC_CARD_HEIGHT = 148;

export interface Metric {
  title: string;
  value: string;
  icon: ReactNode;
  /** Percent change; null when the source gives none, undefined when the metric has no change. */
  change?: number | null;
  changeLabel: string;
}

export function MetricCard({ title, value, icon, change, changeLabel }: Metric) {
  return (
    <Card role="group" aria-label={title} styles={{ body: { minHeight: METRIC_CARD_HEIGHT } }}>
      <Flex justify="space-between" align="start">
        <Statistic title={title} value={value} formatter={() => value} />
        <span style={{ fontSize: 24, color: '#1677ff' }}>{icon}</span>
      </Flex>
      <Flex gap={6} align="center" style={{ marginTop: 8 }}>
        {change === undefined ? null : <Change value={change} />}
        <Typography.Text type="secondary">{changeLabel}</Typography.Text>
      </Flex>
    </Card>
  );
}

function Change({ value }: { value: number | null }) {
  if (value === null) return <Typography.Text type="secondary">{NA}</Typography.Text>;
  return <ChangeValue value={value} data-testid="metric-change" />;
}
