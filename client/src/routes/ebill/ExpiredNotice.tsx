import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';

/** 001 §4, §8: after 'session expired' the passed steps cannot be reused; the visitor starts again. */
export function ExpiredNotice({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('ebill');
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-gray-800">{t('session.expiredHint')}</p>
      <Button onClick={onRestart}>{t('actions.startAgain')}</Button>
    </div>
  );
}
