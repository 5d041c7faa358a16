import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/applications.json' with { type: 'json' };
import el from '../../locales/el/applications.json' with { type: 'json' };
import ru from '../../locales/ru/applications.json' with { type: 'json' };
import ar from '../../locales/ar/applications.json' with { type: 'json' };

/** Texts of the applications, messages and attachments calls (002 §5, §8), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type ApplicationTextKey = keyof typeof en;

export function applicationText(request: FastifyRequest, key: ApplicationTextKey): string {
  return catalogText(TEXTS, requestLanguage(request), key);
}
