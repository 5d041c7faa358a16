import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/payments.json' with { type: 'json' };
import el from '../../locales/el/payments.json' with { type: 'json' };
import ru from '../../locales/ru/payments.json' with { type: 'json' };
import ar from '../../locales/ar/payments.json' with { type: 'json' };

/** Texts of the gateway's own checks of payment input, in the request language. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function paymentText(language: LanguageCode, key: keyof typeof en): string {
  return catalogText(MESSAGES, language, key);
}
