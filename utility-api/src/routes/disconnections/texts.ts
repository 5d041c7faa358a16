import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/disconnections.json' with { type: 'json' };
import el from '../../locales/el/disconnections.json' with { type: 'json' };
import ru from '../../locales/ru/disconnections.json' with { type: 'json' };
import ar from '../../locales/ar/disconnections.json' with { type: 'json' };

/** Texts of the disconnection calls (README "Disconnections"), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type DisconnectionTextKey = keyof typeof en;

export function disconnectionText(request: FastifyRequest, key: DisconnectionTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, requestLanguage(request), key, values);
}
