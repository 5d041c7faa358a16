import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { LoadMore } from '../../components/table/LoadMore';
import { EmptyState } from '../../components/EmptyState';
import type { AllBooks_query$key } from './__generated__/AllBooks_query.graphql';
import type { AllBooksPaginationQuery } from './__generated__/AllBooksPaginationQuery.graphql';
import { BookCard } from './BookCard';

/** Books per page of the whole cycle. */
const BOOKS_PAGE_SIZE = 20;

/** Every book of the open cycle, a page at a time. */
export function AllBooks(props: { query: AllBooks_query$key }) {
  const { t } = useTranslation('meterCapture');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AllBooksPaginationQuery, AllBooks_query$key>(
    graphql`
      fragment AllBooks_query on Query
      @refetchable(queryName: "AllBooksPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        meterCaptureBooks(first: $count, after: $cursor) @connection(key: "AllBooks_meterCaptureBooks", filters: []) {
          totalCount
          edges {
            node {
              book
              ...BookCard_book
            }
          }
        }
      }
    `,
    props.query,
  );
  const { edges, totalCount } = data.meterCaptureBooks;
  if (edges.length === 0) return <EmptyState title={t('books.noneTitle')} description={t('books.none')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('books.count', { count: totalCount })}</p>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {edges.map((edge) => (
          <BookCard key={edge.node.book} book={edge.node} />
        ))}
      </div>
      {hasNext ? (
        <LoadMore loading={isLoadingNext} onClick={() => loadNext(BOOKS_PAGE_SIZE)} label={t('books.more')} large />
      ) : null}
    </div>
  );
}
