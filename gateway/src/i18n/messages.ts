import type { LanguageCode } from '../request/language.ts';
import { catalogText, type Catalog } from '../../../shared/i18n/catalog.ts';
import en from '../locales/en/common.json' with { type: 'json' };
import el from '../locales/el/common.json' with { type: 'json' };
import ru from '../locales/ru/common.json' with { type: 'json' };
import ar from '../locales/ar/common.json' with { type: 'json' };

/**
 * The few texts the gateway writes itself (input checks it makes before calling the upstream);
 * everything else is the upstream's localized `text` (`000 §8`).
 */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type MessageKey = keyof typeof en;

export function message(key: MessageKey, language: LanguageCode): string {
  return catalogText(MESSAGES, language, key);
}
