import { Typography } from 'antd';

// Where a figure comes from and when it was true; the data set is illustrative, so
// every source line says so.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-09-30' -> '30 Sep 2025'. Built by hand: Intl's en-IN/en-GB short month is 'Sept' on newer ICU. */
export function formatAsOfDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

export function SourceNote({ source }: { source: { name: string; asOf: string } }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {`Source: ${source.name}, as of ${formatAsOfDate(source.asOf)} · sample data`}
    </Typography.Text>
  );
}
