import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/workforce.json' with { type: 'json' };
import el from '../../locales/el/workforce.json' with { type: 'json' };
import ru from '../../locales/ru/workforce.json' with { type: 'json' };
import ar from '../../locales/ar/workforce.json' with { type: 'json' };

/** Messages of the workforce user errors the gateway finds itself, before any upstream call. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

/** Latin values (numbers, units, codes) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: LanguageCode) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function workforceText(key: keyof typeof en, language: LanguageCode, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values, { format: (value) => isolate(value, language) });
}
