import { useTranslation } from 'react-i18next';
import { GlobeIcon, HelpIcon, UserIcon } from './icons';

const slot = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-white/60';

/** Holds the menus' place while their chunk loads, so the header does not shift. */
export function HeaderMenusPlaceholder({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1" aria-busy="true" aria-label={t('shell.loading')}>
      <span className={slot}>
        <HelpIcon />
      </span>
      <span className={slot}>
        <GlobeIcon />
      </span>
      {signedIn ? (
        <span className={slot}>
          <UserIcon />
        </span>
      ) : null}
    </div>
  );
}
