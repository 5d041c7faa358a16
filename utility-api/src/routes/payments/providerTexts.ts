import { isLanguage, type Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/paymentProvider.json' with { type: 'json' };
import el from '../../locales/el/paymentProvider.json' with { type: 'json' };
import ru from '../../locales/ru/paymentProvider.json' with { type: 'json' };
import ar from '../../locales/ar/paymentProvider.json' with { type: 'json' };

/** Every text of the sandbox provider's hosted page, in the portal's four languages (en, el, ru, ar). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type ProviderTextKey = keyof typeof en;

/** The page's language: a `lang` the portal offers, else the given fallback (the request's language). */
export function providerLanguage(lang: unknown, fallback: Language): Language {
  return isLanguage(lang) ? lang : fallback;
}

export function providerText(language: Language, key: ProviderTextKey, values: Record<string, string> = {}): string {
  return catalogText(TEXTS, language, key, values, { keepMissing: true });
}
