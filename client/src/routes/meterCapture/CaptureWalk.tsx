import { useState, useTransition } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { LoadMore } from '../../components/table/LoadMore';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import type { CaptureWalk_walk$key } from './__generated__/CaptureWalk_walk.graphql';
import type { CaptureWalkEntriesQuery } from './__generated__/CaptureWalkEntriesQuery.graphql';
import { nextOutstanding } from './captureValues';
import { EntryForm } from './EntryForm';
import { EntryListItem } from './EntryListItem';
import { ProgressBar } from './ProgressBar';

/** Meters per page of the walk sheet. */
const ENTRIES_PAGE_SIZE = 50;
const FILTERS = ['ALL', 'OUTSTANDING', 'COMPLETED', 'NON_EDITABLE'] as const;
type MeterCaptureFilter = (typeof FILTERS)[number];

/**
 * The walk sheet (`002 §4` reading capture filter): filter buttons with their counts, the current meter's
 * form, and the meters in sequence order; saving moves on to the next outstanding meter.
 */
export function CaptureWalk(props: { walk: CaptureWalk_walk$key; showMap: boolean }) {
  const { t } = useTranslation('meterCapture');
  const [filtering, startFilter] = useTransition();
  const [filter, setFilter] = useState<MeterCaptureFilter>('ALL');
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CaptureWalkEntriesQuery, CaptureWalk_walk$key>(
    graphql`
      fragment CaptureWalk_walk on MeterCaptureWalk
      @refetchable(queryName: "CaptureWalkEntriesQuery")
      @argumentDefinitions(
        filter: { type: "MeterCaptureFilter", defaultValue: ALL }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        totalCount
        outstandingCount
        completedCount
        nonEditableCount
        entries(filter: $filter, first: $count, after: $cursor) @connection(key: "CaptureWalk_entries", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              status
              ...EntryListItem_entry
              ...EntryForm_entry
            }
          }
        }
      }
    `,
    props.walk,
  );
  const entries = data.entries.edges.map((edge) => edge.node);
  const firstOutstanding = entries.find((entry) => entry.status === 'OUTSTANDING') ?? entries[0] ?? null;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const [walkDone, setWalkDone] = useState(false);
  const current = entries.find((entry) => entry.id === chosenId) ?? firstOutstanding;
  const counts: Record<MeterCaptureFilter, number> = {
    ALL: data.totalCount,
    OUTSTANDING: data.outstandingCount,
    COMPLETED: data.completedCount,
    NON_EDITABLE: data.nonEditableCount,
  };

  function choose(next: MeterCaptureFilter) {
    setFilter(next);
    setChosenId(null);
    setMoved(false);
    startFilter(() => {
      refetch({ filter: next, count: ENTRIES_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  }

  function saved(entryId: string) {
    const next = nextOutstanding(entries, entryId);
    setWalkDone(next === null);
    if (next) {
      setChosenId(next.id);
      setMoved(true);
    }
  }

  const done = data.completedCount + data.nonEditableCount;
  return (
    <div className="flex flex-col gap-4">
      <ProgressBar done={done} total={data.totalCount} label={t('books.progress', { done, total: data.totalCount })} />
      <div role="group" aria-label={t('filter.label')} className="flex flex-wrap gap-2" data-testid="capture-filters">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => choose(value)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${filter === value ? 'border-brand-main bg-brand-main text-white' : 'border-gray-400 bg-white text-gray-900 hover:border-brand-main'} ${focusRing}`}
            data-testid={`filter-${value}`}
          >
            {t(`filter.${value}`)}
            <span className="rounded-full bg-white/90 px-2 text-gray-900" data-testid={`count-${value}`}>
              {counts[value]}
            </span>
          </button>
        ))}
      </div>
      {walkDone && data.outstandingCount === 0 ? (
        <p role="status" className="rounded-md border border-green-700 bg-green-50 p-3 text-green-900">
          {t('capture.walkDone')}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" aria-busy={filtering}>
        <div className="min-w-0 lg:order-last">
          {current ? (
            <EntryForm key={current.id} entry={current} showMap={props.showMap} autoFocus={moved} onSaved={saved} />
          ) : (
            <EmptyState title={t('capture.noneTitle')} description={t(`capture.none.${filter}`)} />
          )}
        </div>
        <section aria-labelledby="walk-sheet" className="flex min-w-0 flex-col gap-2">
          <h2 id="walk-sheet" className="text-lg font-semibold text-gray-900">
            {t('capture.sheet', { count: data.entries.totalCount })}
          </h2>
          <ol className="flex flex-col gap-2">
            {entries.map((entry) => (
              <EntryListItem
                key={entry.id}
                entry={entry}
                selected={entry.id === current?.id}
                onSelect={() => {
                  setChosenId(entry.id);
                  setMoved(true);
                }}
              />
            ))}
          </ol>
          {hasNext ? (
            <LoadMore loading={isLoadingNext} onClick={() => loadNext(ENTRIES_PAGE_SIZE)} label={t('capture.more')} large />
          ) : null}
        </section>
      </div>
    </div>
  );
}
