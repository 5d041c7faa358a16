import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/account.json' with { type: 'json' };
import el from '../../locales/el/account.json' with { type: 'json' };
import ru from '../../locales/ru/account.json' with { type: 'json' };
import ar from '../../locales/ar/account.json' with { type: 'json' };

/** Texts of the account-switching checks the gateway makes itself; upstream refusals keep their own text. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function accountMessage(key: keyof typeof en, language: LanguageCode): string {
  return catalogText(MESSAGES, language, key);
}
