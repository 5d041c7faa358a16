import { useTranslation } from '../../i18n/useTranslation';
import { Loader } from '../../components/Loader';
import { useRequestsInFlight } from '../../relay/useRequestsInFlight';

/** The page before the shell's first data arrives: the brand bar and, if it takes a while, the loader. */
export function StartupFallback() {
  const { t } = useTranslation();
  const busy = useRequestsInFlight();
  return (
    <div className="min-h-screen bg-gray-50" aria-busy="true">
      <div className="h-16 bg-brand-main" />
      {busy ? <Loader label={t('shell.loading')} /> : null}
    </div>
  );
}
