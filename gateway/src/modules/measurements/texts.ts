import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/measurements.json' with { type: 'json' };
import el from '../../locales/el/measurements.json' with { type: 'json' };
import ru from '../../locales/ru/measurements.json' with { type: 'json' };
import ar from '../../locales/ar/measurements.json' with { type: 'json' };
import { unitName } from '../../../../shared/i18n/units.ts';

/** Messages of the log and sample user errors the gateway finds itself, before any upstream call. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

/** A unit code (`m`, `bar`, `mg/l`, `m3/h`, `h`) in the request language. */
export function unitText(unit: string, language: LanguageCode): string {
  return unitName(language, unit);
}

/** Latin values (numbers, units, codes) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: LanguageCode) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function measurementText(key: keyof typeof en, language: LanguageCode, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values, { format: (value) => isolate(value, language) });
}
