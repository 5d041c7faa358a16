import { useTranslation } from '../../i18n/useTranslation';
import { Countdown } from '../../components/inputs/Countdown';

/** 001 §2: the countdown label with the session's remaining time as minutes and seconds. */
export function SessionTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation('ebill');
  return (
    <p className="self-start rounded-md bg-brand-login-secondary px-3 py-1 text-sm text-gray-900" data-testid="ebill-countdown">
      {t('session.remaining')} <Countdown seconds={seconds} label={t('session.remainingLabel')} />
    </p>
  );
}
