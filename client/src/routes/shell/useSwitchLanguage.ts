import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useRevalidator } from 'react-router-dom';
import type { LocaleCode } from '../../i18n/locales';
import { useNotify } from '../../notifications/useNotify';
import { invalidateStore } from '../../relay/environment';
import { useViewOnly } from '../../components/viewOnly';

/**
 * Switches the interface language at once, tells the gateway, then reloads the current screen's data
 * so that server texts follow — without the full page reload of the original portal (000 §7). During a
 * staff view of a customer's portal the gateway refuses every change, the language too: the interface
 * switches alone, and its requests ask for the new language (relay/fetchGraphQL.ts, Accept-Language).
 */
export function useSwitchLanguage(): (code: LocaleCode, options?: { updateProfile?: boolean }) => void {
  const { i18n, t } = useTranslation();
  const environment = useRelayEnvironment();
  const revalidator = useRevalidator();
  const notify = useNotify();
  const viewOnly = useViewOnly();

  return useCallback(
    (code, { updateProfile = true } = {}) => {
      if (viewOnly) {
        void i18n.changeLanguage(code).then(() => {
          invalidateStore(environment);
          void revalidator.revalidate();
        });
        return;
      }
      // The gateway is told once the interface has switched, so that the screen's reload (and the
      // language check of useLanguageSync) never sees the previous language as the wanted one.
      void Promise.all([i18n.changeLanguage(code), import('./useSetLanguageMutation')]).then(
        ([, { commitSetLanguage }]) =>
          commitSetLanguage(environment, {
            variables: { input: { languageCode: code, updateProfile } },
            onCompleted: ({ setLanguage }) => {
              setLanguage.userErrors.forEach((error) => notify('warn', error.message));
              invalidateStore(environment);
              void revalidator.revalidate();
            },
            onError: () => {
              notify('error', t('shell.languageFailed'));
            },
          }),
        () => notify('error', t('shell.languageFailed')),
      );
    },
    [environment, i18n, notify, revalidator, t, viewOnly],
  );
}
