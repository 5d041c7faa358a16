import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/payments.json' with { type: 'json' };
import el from '../../locales/el/payments.json' with { type: 'json' };
import ru from '../../locales/ru/payments.json' with { type: 'json' };
import ar from '../../locales/ar/payments.json' with { type: 'json' };

/** Texts of payment refusals in the request language (README Conventions). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function paymentMessage(lang: Language, key: keyof typeof en): string {
  return catalogText(MESSAGES, lang, key);
}
