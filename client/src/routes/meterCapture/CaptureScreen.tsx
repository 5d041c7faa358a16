import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { CaptureScreenQuery } from './__generated__/CaptureScreenQuery.graphql';
import { CaptureWalk } from './CaptureWalk';
import { ExportWalk } from './ExportWalk';
import { capturePaths } from './paths';

const captureScreenQuery = graphql`
  query CaptureScreenQuery($book: String!, $walk: Int!) @preloadable {
    organisation {
      name
    }
    viewer {
      user {
        isFieldWorker
        features {
          webGis
        }
      }
    }
    meterCaptureWalk(book: $book, walk: $walk) {
      book
      walk
      assignedTo
      ...CaptureWalk_walk
      ...ExportWalk_walk
    }
  }
`;

/** 002 §2 capture: the meters of one walk, captured one after the other. */
function CaptureScreen({ queryRef }: { queryRef: PreloadedQuery<CaptureScreenQuery> }) {
  const data = usePreloadedQuery<CaptureScreenQuery>(captureScreenQuery, queryRef);
  const { t } = useTranslation('meterCapture');
  const walk = data.meterCaptureWalk;
  const back = (
    <Link to={capturePaths.books()} className={`inline-flex min-h-11 items-center self-start rounded-md text-sm font-semibold text-brand-main underline ${focusRing}`}>
      {t('capture.back')}
    </Link>
  );
  if (!walk) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
        {back}
        <EmptyState title={t('capture.notFoundTitle')} description={t('capture.notFound')} testId="walk-not-found" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <PageTitle suffix={data.organisation.name}>{t('capture.title', { book: walk.book, walk: walk.walk })}</PageTitle>
          <p className="text-gray-700">{walk.assignedTo ? t('books.assignedTo', { name: walk.assignedTo }) : t('books.unassigned')}</p>
        </div>
        {/* Field workers capture; the office exports (README "Meter-reading capture"). */}
        {data.viewer.user?.isFieldWorker === false && <ExportWalk walk={walk} />}
      </div>
      <CaptureWalk walk={walk} showMap={data.viewer.user?.features?.webGis === true} />
    </div>
  );
}

export const captureScreen = defineScreen<CaptureScreenQuery>({
  namespaces: ['meterCapture'],
  Screen: CaptureScreen,
});
