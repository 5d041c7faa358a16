import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { formatDate } from '../../i18n/format';
import { isolated } from '../../i18n/isolate';
import { defineScreen } from '../../router/screenRoute';
import type { BooksScreenQuery } from './__generated__/BooksScreenQuery.graphql';
import { AllBooks } from './AllBooks';
import { BookCard } from './BookCard';

const booksScreenQuery = graphql`
  query BooksScreenQuery @preloadable {
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
    mine: meterCaptureBooks(assignedToMe: true, first: 100) {
      edges {
        node {
          book
          ...BookCard_book
        }
      }
    }
    ...AllBooks_query
  }
`;

/** 002 §2 captureMeterReadings: the open cycle's books and walks with their progress; "my walks" first. */
function BooksScreen({ queryRef }: { queryRef: PreloadedQuery<BooksScreenQuery> }) {
  const data = usePreloadedQuery<BooksScreenQuery>(booksScreenQuery, queryRef);
  const { t } = useTranslation('meterCapture');
  const fieldWorker = data.viewer.user?.isFieldWorker === true;
  const mine = data.mine.edges;
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
        {mine.length === 0 ? (
          <p className="text-gray-700">{t('books.noWalksAssigned')}</p>
        ) : (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {mine.map((edge) => (
              <BookCard key={edge.node.book} book={edge.node} />
            ))}
          </div>
        )}
      </section>
      {fieldWorker ? null : (
        <section aria-labelledby="all-books" className="flex flex-col gap-3">
          <h2 id="all-books" className="text-xl font-semibold text-gray-900">
            {t('books.allBooks')}
          </h2>
          <AllBooks query={data} />
        </section>
      )}
      {!data.meterCaptureCycle && mine.length === 0 ? <EmptyState title={t('books.noneTitle')} description={t('books.none')} /> : null}
    </div>
  );
}

export const booksScreen = defineScreen<BooksScreenQuery>({
  namespaces: ['meterCapture'],
  Screen: BooksScreen,
});
