import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/ebill.json' with { type: 'json' };
import el from '../../locales/el/ebill.json' with { type: 'json' };
import ru from '../../locales/ru/ebill.json' with { type: 'json' };
import ar from '../../locales/ar/ebill.json' with { type: 'json' };

/** Texts of the e-bill checks the gateway makes itself (`001 §8`); refusals keep the utility's text. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function ebillMessage(key: keyof typeof en, language: LanguageCode, digits = 0): string {
  return catalogText(MESSAGES, language, key, { digits });
}
