import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { jobCardPath } from './search';
import { StepBadge } from './StepBadge';

interface Props {
  cards: ReadonlyArray<{ readonly id: string; readonly jobCardId: number; readonly number: string; readonly step: string }>;
}

/** The job cards raised from a record, linked. */
export function RaisedJobCards({ cards }: Props) {
  const { t } = useTranslation('maintenance');
  return (
    <section aria-labelledby="raised-title" className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-4">
      <h2 id="raised-title" className="text-lg font-semibold text-gray-900">
        {t('raise.title')}
      </h2>
      {cards.length === 0 ? (
        <p className="text-sm text-gray-700">{t('raise.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="raised-jobcards">
          {cards.map((card) => (
            <li key={card.id} className="flex items-center gap-3">
              <Link to={jobCardPath(card.jobCardId)} className={`font-semibold text-brand-main underline ${focusRing}`}>
                <bdi dir="ltr">{card.number}</bdi>
              </Link>
              <StepBadge value={card.step} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
