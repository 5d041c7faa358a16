import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { formatDate } from '../../i18n/format';
import { isolated } from '../../i18n/isolate';
import { defineScreen } from '../../router/screenRoute';
import type { BooksScreenQuery } from './__generated__/BooksScreenQuery.graphql';
import { AllWalks } from './AllWalks';
import { MyWalks } from './MyWalks';
import { readWalkSearch } from './walkSearch';

const booksScreenQuery = graphql`
  query BooksScreenQuery($search: String) @preloadable {
    organisation {
      name
    }
    viewer {
      user {
        isFieldWorker
      }
    }
    meterCaptureCycle {
      name
      openedOn
    }
    ...MyWalks_query
    ...AllWalks_query @arguments(search: $search)
  }
`;

/**
 * 002 §2 captureMeterReadings: the open cycle's walks with their progress, "my walks" first. Both lists
 * show a screenful and load more, so a cycle of thousands of walks answers as fast as one of a few.
 */
function BooksScreen({ queryRef, search }: { queryRef: PreloadedQuery<BooksScreenQuery>; search: string }) {
  const data = usePreloadedQuery<BooksScreenQuery>(booksScreenQuery, queryRef);
  const { t } = useTranslation('meterCapture');
  const fieldWorker = data.viewer.user?.isFieldWorker === true;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <PageTitle suffix={data.organisation.name}>{t('books.title')}</PageTitle>
        {data.meterCaptureCycle ? (
          <p className="text-gray-700">{t('books.cycle', { name: isolated(data.meterCaptureCycle.name), date: isolated(formatDate(data.meterCaptureCycle.openedOn)) })}</p>
        ) : (
          <p className="text-gray-700">{t('books.noCycle')}</p>
        )}
      </div>
      <section aria-labelledby="my-walks" className="flex flex-col gap-3">
        <h2 id="my-walks" className="text-xl font-semibold text-gray-900">
          {t('books.myWalks')}
        </h2>
        <MyWalks query={data} />
      </section>
      {fieldWorker ? null : (
        <section aria-labelledby="all-walks" className="flex flex-col gap-3">
          <h2 id="all-walks" className="text-xl font-semibold text-gray-900">
            {t('books.allWalks')}
          </h2>
          <AllWalks query={data} search={search} />
        </section>
      )}
      {data.meterCaptureCycle ? null : <EmptyState title={t('books.noneTitle')} description={t('books.none')} />}
    </div>
  );
}

export const booksScreen = defineScreen<BooksScreenQuery>({
  namespaces: ['meterCapture'],
  Screen: function BooksRouteScreen({ queryRef, search }) {
    const typed = readWalkSearch(search);
    return <BooksScreen key={typed} queryRef={queryRef} search={typed} />;
  },
});
