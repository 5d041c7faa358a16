import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/applicationFamilies.json' with { type: 'json' };
import el from '../../locales/el/applicationFamilies.json' with { type: 'json' };
import ru from '../../locales/ru/applicationFamilies.json' with { type: 'json' };
import ar from '../../locales/ar/applicationFamilies.json' with { type: 'json' };

/** Texts of the family application mutations' refusals; the rules' problems have theirs in shared/locales. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function familyMessage(language: LanguageCode, key: keyof typeof en): string {
  return catalogText(MESSAGES, language, key);
}
