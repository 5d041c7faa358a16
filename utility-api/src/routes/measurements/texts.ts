import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import { unitName } from '../../../../shared/i18n/units.ts';
import en from '../../locales/en/measurements.json' with { type: 'json' };
import el from '../../locales/el/measurements.json' with { type: 'json' };
import ru from '../../locales/ru/measurements.json' with { type: 'json' };
import ar from '../../locales/ar/measurements.json' with { type: 'json' };

export type MeasurementTextKey = keyof typeof en;

/** Texts of the log and sample calls in every offered language (README Conventions: `text` in the request language). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

/** A unit code (`m`, `bar`, `mg/l`, `m3/h`, `h`) in the request language. */
export function unitText(language: Language, unit: string): string {
  return unitName(language, unit);
}

/** Latin values (numbers, units, codes, names) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: Language) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function measurementText(language: Language, key: MeasurementTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values, { format: (value) => isolate(value, language) });
}
