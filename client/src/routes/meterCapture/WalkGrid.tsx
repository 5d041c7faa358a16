import type { ReactNode } from 'react';
import { LoadMore } from '../../components/table/LoadMore';
import { WALKS_PAGE_SIZE } from './walkSearch';

interface WalkGridProps {
  /** The walks shown, each a `WalkProgress`. */
  children: ReactNode;
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext(count: number): unknown };
  moreLabel: string;
  testId: string;
}

/** A page of walks as large links, and a "load more" while the list has more. */
export function WalkGrid({ children, paging, moreLabel, testId }: WalkGridProps) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid={testId}>
        {children}
      </ul>
      {paging.hasNext ? (
        <LoadMore loading={paging.isLoadingNext} onClick={() => paging.loadNext(WALKS_PAGE_SIZE)} label={moreLabel} testId={`${testId}-more`} large />
      ) : null}
    </div>
  );
}
