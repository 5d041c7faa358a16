import { LoadMore } from '../../components/table/LoadMore';
import type { WalkProgress_walk$key } from './__generated__/WalkProgress_walk.graphql';
import { WALKS_PAGE_SIZE } from './walkSearch';
import { WalkProgress } from './WalkProgress';

interface WalkGridProps {
  walks: ReadonlyArray<{ node: { id: string } & WalkProgress_walk$key }>;
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext(count: number): unknown };
  moreLabel: string;
  testId: string;
}

/** A page of walks as large links, and a "load more" while the list has more. */
export function WalkGrid({ walks, paging, moreLabel, testId }: WalkGridProps) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid={testId}>
        {walks.map((edge) => (
          <WalkProgress key={edge.node.id} walk={edge.node} />
        ))}
      </ul>
      {paging.hasNext ? (
        <LoadMore loading={paging.isLoadingNext} onClick={() => paging.loadNext(WALKS_PAGE_SIZE)} label={moreLabel} testId={`${testId}-more`} large />
      ) : null}
    </div>
  );
}
