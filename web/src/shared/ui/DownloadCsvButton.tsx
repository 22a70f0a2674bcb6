import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CsvTable } from '../csv/csvTable';

// The "Download CSV" action of every table or list of figures. The table is built
// only when clicked, from the same data the widget shows; the writer loads on demand.

export interface DownloadCsvButtonProps {
  /** e.g. csvFileName('Pune', 'top-gainers') */
  fileName: string;
  table: () => CsvTable;
  /** Names what is downloaded for screen readers when the visible label is not enough. */
  ariaLabel?: string;
  size?: 'small' | 'middle';
}

export function DownloadCsvButton({ fileName, table, ariaLabel, size = 'small' }: DownloadCsvButtonProps) {
  const download = async () => {
    const { downloadCsv } = await import('../csv/downloadCsv');
    downloadCsv(fileName, table());
  };
  return (
    <Button size={size} icon={<DownloadOutlined aria-hidden />} onClick={download} aria-label={ariaLabel}>
      Download CSV
    </Button>
  );
}
