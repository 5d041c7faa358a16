import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router-dom';
import { ssoFailureOf } from './ssoReasons';

/** The login page's explanation of a failed single sign-on; it stays until the user signs in or leaves. */
export function SsoFailureNotice() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const reason = ssoFailureOf(search);
  if (reason === undefined) return null;
  return (
    <div role="alert" className="rounded-md border-s-4 border-red-700 bg-red-50 p-3 text-sm text-red-900" data-testid="sso-failure">
      <p className="font-semibold">{t('sso.failedTitle')}</p>
      <p>{t(`sso.reason.${reason}`)}</p>
    </div>
  );
}
