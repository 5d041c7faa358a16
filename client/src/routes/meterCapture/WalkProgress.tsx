import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { WalkProgress_walk$key } from './__generated__/WalkProgress_walk.graphql';
import { capturePaths } from './paths';
import { ProgressBar } from './ProgressBar';

/** One walk of the cycle: a large link to its capture screen with its progress (`002 §2` captureMeterReadings). */
export function WalkProgress(props: { walk: WalkProgress_walk$key }) {
  const { t } = useTranslation('meterCapture');
  const walk = useFragment(
    graphql`
      fragment WalkProgress_walk on MeterCaptureWalk {
        book
        walk
        assignedTo
        totalCount
        outstandingCount
        completedCount
        nonEditableCount
      }
    `,
    props.walk,
  );
  const done = walk.completedCount + walk.nonEditableCount;
  return (
    <li>
      <Link
        to={capturePaths.walk(walk.book, walk.walk)}
        className={`flex min-h-14 flex-col gap-1.5 rounded-lg border border-gray-300 bg-white p-3 hover:border-brand-main ${focusRing}`}
        data-testid="walk-link"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="text-base font-semibold text-brand-main underline">{t('capture.title', { book: walk.book, walk: walk.walk })}</span>
          <span className="text-sm text-gray-700">{walk.assignedTo ? t('books.assignedTo', { name: walk.assignedTo }) : t('books.unassigned')}</span>
        </span>
        <ProgressBar done={done} total={walk.totalCount} label={t('books.progress', { done, total: walk.totalCount })} />
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-800">
          <span>{t('filter.OUTSTANDING')}: {walk.outstandingCount}</span>
          <span>{t('filter.COMPLETED')}: {walk.completedCount}</span>
          <span>{t('filter.NON_EDITABLE')}: {walk.nonEditableCount}</span>
        </span>
      </Link>
    </li>
  );
}
