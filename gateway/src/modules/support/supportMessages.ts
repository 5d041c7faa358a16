import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/support.json' with { type: 'json' };
import el from '../../locales/el/support.json' with { type: 'json' };
import ru from '../../locales/ru/support.json' with { type: 'json' };
import ar from '../../locales/ar/support.json' with { type: 'json' };

/** Texts of the support form's own refusals; the common checks' texts are in `i18n/formChecks.ts`. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function supportMessage(key: keyof typeof en, language: LanguageCode): string {
  return catalogText(MESSAGES, language, key);
}
