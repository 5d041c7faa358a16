import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/workforce.json' with { type: 'json' };
import el from '../../locales/el/workforce.json' with { type: 'json' };
import ru from '../../locales/ru/workforce.json' with { type: 'json' };
import ar from '../../locales/ar/workforce.json' with { type: 'json' };

export type WorkforceTextKey = keyof typeof en;

/** Texts of the requisition, schedule and preference calls (README Conventions: `text` in the request language). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

/** Latin values (numbers, units, codes, names) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: Language) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function workforceText(language: Language, key: WorkforceTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values, { format: (value) => isolate(value, language) });
}
