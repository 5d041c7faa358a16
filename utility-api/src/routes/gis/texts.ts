import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/gis.json' with { type: 'json' };
import el from '../../locales/el/gis.json' with { type: 'json' };
import ru from '../../locales/ru/gis.json' with { type: 'json' };
import ar from '../../locales/ar/gis.json' with { type: 'json' };

/** Texts of the GIS calls (README "Web map and GIS administration"), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type GisTextKey = keyof typeof en;

function gisText(language: Language, key: GisTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values);
}

export function gisRequestText(request: FastifyRequest, key: GisTextKey, values?: Record<string, string | number>): string {
  return gisText(requestLanguage(request), key, values);
}
