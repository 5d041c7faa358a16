import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isLocaleCode } from '../../i18n/locales';
import { useSwitchLanguage } from './useSwitchLanguage';

/**
 * The language stored in this browser wins (000 §1): when the gateway answers in another one (an older
 * `lang` cookie), it is told, without touching the profile. Runs only when the server's language
 * changes, so a switch in progress is not sent twice.
 */
export function useLanguageSync(serverLanguage: string) {
  const { i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();

  const tellServer = useEffectEvent((language: string) => {
    const interfaceLanguage = i18n.language;
    if (isLocaleCode(interfaceLanguage) && language !== interfaceLanguage) {
      switchLanguage(interfaceLanguage, { updateProfile: false });
    }
  });
  useEffect(() => {
    tellServer(serverLanguage);
  }, [serverLanguage]);
}
