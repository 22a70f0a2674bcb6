import { Typography } from 'antd';
import { formatAsOfDate } from '../dates';

// Where a figure comes from and when it was true; the data set is illustrative, so
// every source line says so.

export function SourceNote({ source }: { source: { name: string; asOf: string } }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {`Source: ${source.name}, as of ${formatAsOfDate(source.asOf)} · sample data`}
    </Typography.Text>
  );
}
