import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/accountDetails.json' with { type: 'json' };
import el from '../../locales/el/accountDetails.json' with { type: 'json' };
import ru from '../../locales/ru/accountDetails.json' with { type: 'json' };
import ar from '../../locales/ar/accountDetails.json' with { type: 'json' };

/** Texts of the account-selection, property and contact-us calls (README "Accounts and properties", "Contact us"). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type AccountDetailMessageKey = keyof typeof en;

export function accountDetailMessage(language: Language, key: AccountDetailMessageKey, values: Record<string, string> = {}): string {
  return catalogText(MESSAGES, language, key, values);
}
