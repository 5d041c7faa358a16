import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { csvFileName, downloadCsv, toCsv } from '../../lib/csv';
import { Button } from '../Button';

/** Rows one page of an export asks for: the gateway's cap on `first` (gateway/src/relay/connection.ts). */
const EXPORT_PAGE = 100;
/** The most rows one export gathers in the browser; a larger result is narrowed by its filter first. */
export const EXPORT_CAP = 50_000;

type Cell = string | number | null | undefined;

/** What the list's pagination hook (`usePaginationFragment`) gives: the pages loaded and the way to the next. */
interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number, options: { onComplete?: (error: Error | null) => void }): unknown;
}

interface ExportAllButtonProps {
  label: string;
  /** The file name's localized stem; the day of the export follows it. */
  fileStem: string;
  headers: readonly string[];
  /** Every row loaded so far, as exported (called once all are loaded). */
  rows(): ReadonlyArray<ReadonlyArray<Cell>>;
  /** Rows loaded so far, and how many the filter found. */
  loaded: number;
  total: number;
  paging: Paging;
  testId?: string;
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'tooMany' };

/**
 * Exports every row the list's filter found, not only the rows on screen: it loads the remaining pages
 * through the list's own pagination (the same query, filter and sort, 100 rows a request), showing how
 * far it is and a Cancel, then writes the CSV (`lib/csv.ts`). Beyond `EXPORT_CAP` rows it asks for a
 * narrower filter instead.
 */
export function ExportAllButton({ label, fileStem, headers, rows, loaded, total, paging, testId }: ExportAllButtonProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const latest = useRef({ rows, headers, fileStem });
  latest.current = { rows, headers, fileStem };
  const { hasNext, isLoadingNext, loadNext } = paging;

  useEffect(() => {
    if (state.kind !== 'loading' || isLoadingNext) return;
    if (!hasNext) {
      const { rows: all, headers: names, fileStem: stem } = latest.current;
      downloadCsv(csvFileName(stem, new Date()), toCsv(names, all()));
      setState({ kind: 'idle' });
      return;
    }
    loadNext(EXPORT_PAGE, {
      onComplete: (error) => {
        if (error) setState((current) => (current.kind === 'loading' ? { kind: 'failed' } : current));
      },
    });
  }, [state.kind, hasNext, isLoadingNext, loadNext, loaded]);

  const start = () => setState(total > EXPORT_CAP ? { kind: 'tooMany' } : { kind: 'loading' });
  const busy = state.kind === 'loading';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={testId ? `${testId}-area` : undefined}>
      {busy ? (
        <>
          <progress className="h-2 w-32 accent-brand-main" max={total} value={loaded} aria-label={t('export.progressLabel')} />
          <span role="status" className="text-sm text-gray-700" data-testid={testId ? `${testId}-progress` : undefined}>
            {t('export.progress', { loaded: Math.min(loaded, total), total })}
          </span>
          <Button variant="ghost" onClick={() => setState({ kind: 'idle' })} data-testid={testId ? `${testId}-cancel` : undefined}>
            {t('export.cancel')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={start} data-testid={testId}>
          {label}
        </Button>
      )}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">{t('export.failed')}</p>
      ) : state.kind === 'tooMany' ? (
        <p role="alert" className="text-sm text-red-700">{t('export.tooMany', { total, cap: EXPORT_CAP })}</p>
      ) : null}
    </div>
  );
}
