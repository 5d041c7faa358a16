import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { focusRing } from '../../components/focusRing';
import type { HomeButton_settings$key } from './__generated__/HomeButton_settings.graphql';

/** 000 §2, 001 §4: a Homepage button when the utility configured a home URL. */
export function HomeButton({ settings }: { settings: HomeButton_settings$key }) {
  const { t } = useTranslation('auth');
  const { homeButtonUrl } = useFragment(
    graphql`
      fragment HomeButton_settings on Settings {
        homeButtonUrl
      }
    `,
    settings,
  );
  if (!homeButtonUrl) return null;
  return (
    <a
      href={homeButtonUrl}
      className={`inline-flex min-h-10 items-center justify-center rounded-md border border-brand-main px-4 py-2 text-sm font-semibold text-brand-main ${focusRing}`}
    >
      {t('actions.home')}
    </a>
  );
}
