import { Skeleton } from 'antd';

// A widget's loading placeholder: an announced, busy status region of a fixed
// height (the loaded widget's), so the layout does not shift when data arrives.

export interface WidgetSkeletonProps {
  /** Accessible name, e.g. 'Loading market overview'. */
  label: string;
  minHeight: number;
  rows?: number;
}

export function WidgetSkeleton({ label, minHeight, rows = 4 }: WidgetSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-testid="widget-skeleton" style={{ minHeight }}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
