import { useState, useTransition } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { LoadMore } from '../../components/table/LoadMore';
import { EmptyState } from '../../components/EmptyState';
import type { EmailList_user$key } from './__generated__/EmailList_user.graphql';
import type { EmailListPaginationQuery } from './__generated__/EmailListPaginationQuery.graphql';
import { DateRangeSearch } from './DateRangeSearch';
import type { DayRange } from '../../../../shared/days';
import { EmailListItem } from './EmailListItem';

/** E-mails per page (002 §9 page sizes 10, 25, 50 and 100). */
const EMAILS_PAGE_SIZE = 10;

/** The search and its result: a paged list, newest first, with the number found. */
export function EmailList(props: { user: EmailList_user$key; initialRange: DayRange }) {
  const { t } = useTranslation('emails');
  const [searching, startSearch] = useTransition();
  const [failed, setFailed] = useState(false);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<EmailListPaginationQuery, EmailList_user$key>(
    graphql`
      fragment EmailList_user on User
      @refetchable(queryName: "EmailListPaginationQuery")
      @argumentDefinitions(
        from: { type: "Date!" }
        to: { type: "Date!" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        emails(from: $from, to: $to, first: $count, after: $cursor) @connection(key: "EmailList_emails", filters: ["from", "to"]) {
          totalCount
          edges {
            node {
              id
              ...EmailListItem_email
            }
          }
        }
      }
    `,
    props.user,
  );

  const done = (error: Error | null) => setFailed(error !== null);
  const search = (range: DayRange) =>
    startSearch(() => {
      refetch({ ...range, count: EMAILS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only', onComplete: done });
    });
  const { totalCount, edges } = data.emails;

  return (
    <div className="flex flex-col gap-4">
      <DateRangeSearch initial={props.initialRange} searching={searching} onSearch={search} />
      <p role="status" className="text-sm text-gray-700" data-testid="emails-found">
        {failed ? <span className="text-red-700">{t('list.failed')}</span> : t('list.found', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} />
      ) : (
        <ul className="flex flex-col gap-2" aria-busy={searching}>
          {edges.map((edge) => (
            <EmailListItem key={edge.node.id} email={edge.node} />
          ))}
        </ul>
      )}
      {hasNext ? (
        <LoadMore loading={isLoadingNext} onClick={() => loadNext(EMAILS_PAGE_SIZE, { onComplete: done })} label={t('list.more')} />
      ) : null}
    </div>
  );
}
