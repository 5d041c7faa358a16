import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';

/** 002 §2, §9: the hint appears once the new message is longer than 5 characters. */
const TOUR_HINT_MIN_LENGTH = 5;
/** Where the hint's completion is kept (002 §2: stored locally). */
const TOUR_STORAGE_KEY = 'portal.messages.tourDone';

function tourDone(): boolean {
  try {
    return localStorage.getItem(TOUR_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** A one-time tip about attachments and sending, until the customer dismisses it. */
export function TourHint({ textLength }: { textLength: number }) {
  const { t } = useTranslation('messages');
  const [done, setDone] = useState(tourDone);
  if (done || textLength <= TOUR_HINT_MIN_LENGTH) return null;
  const finish = () => {
    try {
      localStorage.setItem(TOUR_STORAGE_KEY, '1');
    } catch {
      // Private browsing may refuse storage; the hint then simply closes for this visit.
    }
    setDone(true);
  };
  return (
    <div role="note" data-testid="tour-hint" className="flex flex-wrap items-center gap-3 rounded-md border-s-4 border-brand-main bg-sky-50 p-3 text-sm text-gray-800">
      <p className="min-w-0 flex-1">{t('tour.text')}</p>
      <Button variant="ghost" onClick={finish}>{t('tour.done')}</Button>
    </div>
  );
}
