import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type LocaleCode, LOCALES, applyDocumentLocale, isLocaleCode } from './locales';

/** Namespaces load on demand, one per route folder (STYLE: one namespace per route folder plus `common`). */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Starts i18next in `language` with the `common` namespace loaded. */
export async function initI18n(language: LocaleCode): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (code) => {
      if (isLocaleCode(code)) applyDocumentLocale(code);
    });
    await i18n
      .use(lazyBundles)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: LOCALES.map((locale) => locale.code),
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
  } else {
    await i18n.changeLanguage(language);
  }
  return i18n;
}
