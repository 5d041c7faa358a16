import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { FoundCount } from '../../components/table/FoundCount';
import { useTranslation } from '../../i18n/useTranslation';
import type { MyWalks_query$key } from './__generated__/MyWalks_query.graphql';
import type { MyWalksPaginationQuery } from './__generated__/MyWalksPaginationQuery.graphql';
import { WalkGrid } from './WalkGrid';
import { WalkProgress } from './WalkProgress';

/** The viewer's own walks of the open cycle, a screenful at a time. */
export function MyWalks(props: { query: MyWalks_query$key }) {
  const { t } = useTranslation('meterCapture');
  const { data, ...paging } = usePaginationFragment<MyWalksPaginationQuery, MyWalks_query$key>(
    graphql`
      fragment MyWalks_query on Query
      @refetchable(queryName: "MyWalksPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        myWalks: meterCaptureWalks(assignedToMe: true, first: $count, after: $cursor) @connection(key: "MyWalks_myWalks", filters: []) {
          totalCount
          edges {
            node {
              id
              ...WalkProgress_walk
            }
          }
        }
      }
    `,
    props.query,
  );
  const { edges, totalCount } = data.myWalks;
  if (edges.length === 0) return <p className="text-gray-700">{t('books.noWalksAssigned')}</p>;
  return (
    <>
      <FoundCount found={t('books.walkCount', { count: totalCount })} loaded={edges.length < totalCount ? t('books.shown', { count: edges.length }) : null} testId="my-walks-count" />
      <WalkGrid paging={paging} moreLabel={t('books.moreWalks')} testId="my-walks">
        {edges.map((edge) => (
          <WalkProgress key={edge.node.id} walk={edge.node} />
        ))}
      </WalkGrid>
    </>
  );
}
