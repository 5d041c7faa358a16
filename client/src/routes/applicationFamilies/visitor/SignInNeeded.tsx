import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNotify } from '../../../notifications/useNotify';

/** A visitor at a family open to customers only (or none): to the login page, told why. */
export function SignInNeeded() {
  const { t } = useTranslation('visitorApplications');
  const notify = useNotify();
  useEffect(() => void notify('info', t('signInNeeded')), [notify, t]);
  return <Navigate to="/login" replace />;
}
