import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/gis.json' with { type: 'json' };
import el from '../../locales/el/gis.json' with { type: 'json' };
import ru from '../../locales/ru/gis.json' with { type: 'json' };
import ar from '../../locales/ar/gis.json' with { type: 'json' };

/** The gateway's own checks of GIS inputs, in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function gisText(key: keyof typeof en, language: LanguageCode): string {
  return catalogText(TEXTS, language, key);
}
