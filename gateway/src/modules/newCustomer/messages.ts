import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/newCustomer.json' with { type: 'json' };
import el from '../../locales/el/newCustomer.json' with { type: 'json' };
import ru from '../../locales/ru/newCustomer.json' with { type: 'json' };
import ar from '../../locales/ar/newCustomer.json' with { type: 'json' };

/** Texts of `submitNewCustomerApplication`'s userErrors (`002 §5`, `§8`). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type NewCustomerMessage = keyof typeof en;

export function newCustomerMessage(key: NewCustomerMessage, language: LanguageCode): string {
  return catalogText(MESSAGES, language, key);
}
