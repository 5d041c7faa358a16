import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/readings.json' with { type: 'json' };
import el from '../../locales/el/readings.json' with { type: 'json' };
import ru from '../../locales/ru/readings.json' with { type: 'json' };
import ar from '../../locales/ar/readings.json' with { type: 'json' };

export type ReadingMessageKey = keyof typeof en;

/** Texts of the readings calls in every offered language (README Conventions: `text` in the request language). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function readingMessage(language: Language, key: ReadingMessageKey, values: Record<string, string | number> = {}): string {
  return catalogText(MESSAGES, language, key, values);
}
