import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/readings.json' with { type: 'json' };
import el from '../../locales/el/readings.json' with { type: 'json' };
import ru from '../../locales/ru/readings.json' with { type: 'json' };
import ar from '../../locales/ar/readings.json' with { type: 'json' };

/** Messages of the readings user errors the gateway finds itself, before any upstream call. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type ReadingTextKey = keyof typeof en;

export function readingText(key: ReadingTextKey, language: LanguageCode, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values);
}
