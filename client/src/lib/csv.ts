/** Byte order mark: Excel reads the file as UTF-8 only with it (Greek, Cyrillic and Arabic names). */
const BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a leading `=`, `+`, `-`, `@`, tab
 * or carriage return is defused with an apostrophe so that a spreadsheet never runs it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (RFC 4180, CRLF line ends) with a BOM, from localized headers and rows of cells. */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return BOM + [headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Offers `content` as a file download named `filename`. */
export function downloadCsv(filename: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The export's file name: its localized stem and the day of the export (`accounts-2026-11-27.csv`). */
export function csvFileName(stem: string, now: Date): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.csv`;
}
