import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BookCard_book$key } from './__generated__/BookCard_book.graphql';
import { WalkProgress } from './WalkProgress';

/** A book with its walks and their progress. */
export function BookCard(props: { book: BookCard_book$key }) {
  const { t } = useTranslation('meterCapture');
  const headingId = useId();
  const book = useFragment(
    graphql`
      fragment BookCard_book on MeterCaptureBook {
        book
        totalCount
        completedCount
        nonEditableCount
        walks {
          id
          ...WalkProgress_walk
        }
      }
    `,
    props.book,
  );
  const done = book.completedCount + book.nonEditableCount;
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 bg-gray-50 p-3" aria-labelledby={headingId} data-testid="book">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('books.book', { book: book.book })}
        </h3>
        <span className="text-sm text-gray-700">{t('books.progress', { done, total: book.totalCount })}</span>
      </div>
      <ul className="flex flex-col gap-2">
        {book.walks.map((walk) => (
          <WalkProgress key={walk.id} walk={walk} />
        ))}
      </ul>
    </section>
  );
}
