import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/assets.json' with { type: 'json' };
import el from '../../locales/el/assets.json' with { type: 'json' };
import ru from '../../locales/ru/assets.json' with { type: 'json' };
import ar from '../../locales/ar/assets.json' with { type: 'json' };

/** Messages of the user errors the gateway finds itself, before any upstream call. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function assetText(key: keyof typeof en, language: LanguageCode): string {
  return catalogText(TEXTS, language, key);
}
