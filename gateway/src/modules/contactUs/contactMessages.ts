import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/contactUs.json' with { type: 'json' };
import el from '../../locales/el/contactUs.json' with { type: 'json' };
import ru from '../../locales/ru/contactUs.json' with { type: 'json' };
import ar from '../../locales/ar/contactUs.json' with { type: 'json' };

/** Texts of the contact form's own checks; the common ones are in `i18n/formChecks.ts`. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function contactMessage(key: keyof typeof en, language: LanguageCode): string {
  return catalogText(MESSAGES, language, key);
}
