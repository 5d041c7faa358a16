import { MenuItem } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { type DropdownAutoOpen, DropdownMenu, menuItemClass } from '../../components/DropdownMenu';
import { LOCALES } from '../../i18n/locales';
import type { LanguageMenu_settings$key } from './__generated__/LanguageMenu_settings.graphql';
import { GlobeIcon } from './icons';
import { useSwitchLanguage } from './useSwitchLanguage';

/** The portal's locales the utility offers; all of them when it lists none it knows. */
function offeredLocales(languages: readonly { code: string }[]) {
  const offered = LOCALES.filter((locale) => languages.some((language) => language.code === locale.code));
  return offered.length > 0 ? offered : LOCALES;
}

/** 000 §2 language menu: each language named in itself, the current one marked. */
export function LanguageMenu({ settings, autoOpen }: { settings: LanguageMenu_settings$key; autoOpen?: DropdownAutoOpen }) {
  const { t, i18n } = useTranslation();
  const { languages } = useFragment(
    graphql`
      fragment LanguageMenu_settings on Settings {
        languages {
          code
        }
      }
    `,
    settings,
  );
  const switchLanguage = useSwitchLanguage();
  const current = i18n.language;

  return (
    <DropdownMenu
      label={t('shell.language')}
      testId="language-menu"
      autoOpen={autoOpen}
      button={
        <>
          <GlobeIcon />
          <span className="text-xs font-semibold uppercase" aria-hidden="true">
            {current}
          </span>
        </>
      }
    >
      {offeredLocales(languages).map((locale) => (
        <MenuItem key={locale.code}>
          <button
            type="button"
            lang={locale.code}
            dir={locale.dir}
            className={menuItemClass}
            onClick={() => switchLanguage(locale.code)}
          >
            <span className="w-4" aria-hidden="true">
              {locale.code === current ? '✓' : ''}
            </span>
            {locale.name}
          </button>
        </MenuItem>
      ))}
    </DropdownMenu>
  );
}
