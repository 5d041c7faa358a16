import { csvFileName, downloadCsv, toCsv } from '../../lib/csv';
import { Button } from '../Button';

interface CsvExportButtonProps {
  label: string;
  /** The file name's localized stem; the day of the export follows it. */
  fileStem: string;
  headers: readonly string[];
  /** The rows as exported, asked for only when the button is pressed. */
  rows(): ReadonlyArray<ReadonlyArray<string | number | null | undefined>>;
  testId?: string;
}

/** The table family's CSV export of the rows loaded (`lib/csv.ts`: UTF-8 with BOM, formulas defused). */
export function CsvExportButton({ label, fileStem, headers, rows, testId }: CsvExportButtonProps) {
  return (
    <Button variant="secondary" onClick={() => downloadCsv(csvFileName(fileStem, new Date()), toCsv(headers, rows()))} data-testid={testId}>
      {label}
    </Button>
  );
}
