import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/support.json' with { type: 'json' };
import el from '../../locales/el/support.json' with { type: 'json' };
import ru from '../../locales/ru/support.json' with { type: 'json' };
import ar from '../../locales/ar/support.json' with { type: 'json' };

/** Texts of `/Utility/SendContactUsEmail` (001 §8 contact errors) and of the e-mail it sends to support. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type SupportMessageKey = keyof typeof en;

export function supportMessage(language: Language, key: SupportMessageKey, values: Record<string, string> = {}): string {
  return catalogText(MESSAGES, language, key, values, { keepMissing: true });
}
