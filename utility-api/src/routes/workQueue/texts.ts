import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/workQueue.json' with { type: 'json' };
import el from '../../locales/el/workQueue.json' with { type: 'json' };
import ru from '../../locales/ru/workQueue.json' with { type: 'json' };
import ar from '../../locales/ar/workQueue.json' with { type: 'json' };
import statusesEn from '../../locales/en/recordStatuses.json' with { type: 'json' };
import statusesEl from '../../locales/el/recordStatuses.json' with { type: 'json' };
import statusesRu from '../../locales/ru/recordStatuses.json' with { type: 'json' };
import statusesAr from '../../locales/ar/recordStatuses.json' with { type: 'json' };

/** Record statuses by number (002 §4), as staff read them in each locale. */
const STATUS_NAMES: Catalog<Partial<Record<string, string>>> = { en: statusesEn, el: statusesEl, ru: statusesRu, ar: statusesAr };

/** Texts of the work-queue calls (README "Work queues"), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type WorkQueueTextKey = keyof typeof en;

export function workQueueText(request: FastifyRequest, key: WorkQueueTextKey, values: Record<string, string> = {}): string {
  return catalogText(TEXTS, requestLanguage(request), key, values);
}

export function statusName(request: FastifyRequest, status: number): string {
  return recordStatusName(requestLanguage(request), status);
}

/** A record status as read in the language given (messages sent outside any request use the customer's). */
export function recordStatusName(language: Language, status: number): string {
  return STATUS_NAMES[language][String(status)] ?? String(status);
}
