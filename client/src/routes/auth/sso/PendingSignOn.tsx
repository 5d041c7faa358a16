import { useEffect, useState } from 'react';
import { focusRing } from '../../../components/focusRing';
import { useTranslation } from '../../../i18n/useTranslation';

/** Seconds before the sign-on is taken up again, and how often in a row (this tab) at most. */
export const PENDING_RETRY_SECONDS = 10;
const MAX_AUTOMATIC_RETRIES = 3;
const RETRIES_KEY = 'ssoPendingRetries';

function retriesSoFar(): number {
  try {
    return Number(window.sessionStorage.getItem(RETRIES_KEY) ?? '0') || 0;
  } catch {
    return MAX_AUTOMATIC_RETRIES;
  }
}

/**
 * Profile status 2 ("fetching an external account", docs/sso.md): the sign-on ended as `pending` while
 * the utility fetches the account. The provider's session is still there, so starting the sign-on
 * again signs the employee in without a password once the account is fetched: the login page does it
 * after a few seconds by itself (a few times in a row, then only on the button).
 */
const leaveFor = (path: string) => window.location.assign(path);

export function PendingSignOn({ startPath, go = leaveFor }: { startPath: string; go?: (path: string) => void }) {
  const { t } = useTranslation('auth');
  const automatic = retriesSoFar() < MAX_AUTOMATIC_RETRIES;
  const [seconds, setSeconds] = useState(PENDING_RETRY_SECONDS);

  useEffect(() => {
    if (!automatic) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(left - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [automatic]);

  useEffect(() => {
    if (!automatic || seconds > 0) return;
    try {
      window.sessionStorage.setItem(RETRIES_KEY, String(retriesSoFar() + 1));
    } catch {
      // Without storage no automatic retry counts: retriesSoFar then stops them.
    }
    go(startPath);
  }, [automatic, go, seconds, startPath]);

  return (
    <div className="space-y-2 text-sm" data-testid="sso-pending">
      {automatic ? <p role="status">{t('sso.pendingAutomatic', { count: seconds })}</p> : null}
      <a href={startPath} className={`inline-flex min-h-10 items-center font-semibold text-brand-main underline ${focusRing}`}>
        {t('sso.pendingContinue')}
      </a>
    </div>
  );
}
