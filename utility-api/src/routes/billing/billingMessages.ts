import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/billing.json' with { type: 'json' };
import el from '../../locales/el/billing.json' with { type: 'json' };
import ru from '../../locales/ru/billing.json' with { type: 'json' };
import ar from '../../locales/ar/billing.json' with { type: 'json' };

/** Texts of billing refusals in the request language (README Conventions). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function billingMessage(lang: Language, key: keyof typeof en): string {
  return catalogText(MESSAGES, lang, key);
}
