import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CsvTable } from '../csv/csvTable';

// The "Download CSV" action of every table or list of figures. The table is built
// only when clicked, from the same data the widget shows; the writer loads on demand.

const CSV_LABEL = 'Download CSV';

export interface DownloadCsvButtonProps {
  /** e.g. csvFileName('Pune', 'top-gainers') */
  fileName: string;
  table: () => CsvTable;
  /**
   * What is downloaded, e.g. 'top gainers': the button's accessible name becomes
   * 'Download CSV of top gainers'. The name starts with the visible label, so a voice
   * control user can say what they see (WCAG 2.5.3, axe label-content-name-mismatch).
   */
  subject?: string;
  size?: 'small' | 'middle';
}

export function DownloadCsvButton({ fileName, table, subject, size = 'small' }: DownloadCsvButtonProps) {
  const download = async () => {
    const { downloadCsv } = await import('../csv/downloadCsv');
    downloadCsv(fileName, table());
  };
  return (
    <Button size={size} icon={<DownloadOutlined aria-hidden />} onClick={download} aria-label={subject ? `${CSV_LABEL} of ${subject}` : undefined}>
      {CSV_LABEL}
    </Button>
  );
}
