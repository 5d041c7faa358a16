import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDateTime } from '../../i18n/format';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import type { StatusHistory_application$key } from './__generated__/StatusHistory_application.graphql';

/** As many changes as the timeline shows; an application rarely has more. */
const HISTORY_SHOWN = 50;

/** The application's status changes, newest first, as a timeline. */
export function StatusHistory(props: { application: StatusHistory_application$key }) {
  const { t } = useTranslation('workQueue');
  const { statusHistory } = useFragment(
    graphql`
      fragment StatusHistory_application on Application {
        statusHistory(first: 50) {
          totalCount
          edges {
            cursor
            node {
              fromStatus
              toStatus
              employeeName
              changedOn
              comment
            }
          }
        }
      }
    `,
    props.application,
  );
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-xl font-semibold text-gray-900">
        {t('history.title')}
      </h2>
      {statusHistory.edges.length === 0 ? (
        <p className="text-gray-700">{t('history.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3 border-s-2 border-gray-300 ps-4" data-testid="status-history">
          {statusHistory.edges.map(({ cursor, node }) => (
            <li key={cursor} className="flex flex-col gap-1" data-testid="history-entry">
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <ApplicationStatusBadge status={node.fromStatus} />
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
                <span className="sr-only">{t('history.to')}</span>
                <ApplicationStatusBadge status={node.toStatus} />
              </span>
              <span className="text-sm text-gray-700">
                <time dateTime={node.changedOn}>{formatDateTime(node.changedOn)}</time>
                {node.employeeName ? ` · ${node.employeeName}` : ''}
              </span>
              {node.comment ? <p dir="auto" className="text-gray-900">{node.comment}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {statusHistory.totalCount > HISTORY_SHOWN ? <p className="text-sm text-gray-600">{t('history.more', { count: statusHistory.totalCount - HISTORY_SHOWN })}</p> : null}
    </section>
  );
}
