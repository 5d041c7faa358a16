import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/customerView.json' with { type: 'json' };
import el from '../../locales/el/customerView.json' with { type: 'json' };
import ru from '../../locales/ru/customerView.json' with { type: 'json' };
import ar from '../../locales/ar/customerView.json' with { type: 'json' };

/** Texts of staff views of a customer's portal; `{{max}}` is replaced by a number. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function customerViewMessage(key: keyof typeof en, language: LanguageCode, max = 0): string {
  return catalogText(MESSAGES, language, key, { max });
}
