import type { FastifyRequest } from 'fastify';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import ar from '../../locales/ar/visitorApplications.json' with { type: 'json' };
import el from '../../locales/el/visitorApplications.json' with { type: 'json' };
import en from '../../locales/en/visitorApplications.json' with { type: 'json' };
import ru from '../../locales/ru/visitorApplications.json' with { type: 'json' };

/** Texts of visitors' family applications: refusals and the e-mails with their links (docs/applicationFamilies.md "Visitors"). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type VisitorTextKey = keyof typeof en;

export const visitorTextIn = (language: Language, key: VisitorTextKey, values: Record<string, string> = {}): string =>
  catalogText(TEXTS, language, key, values);

export const visitorText = (request: FastifyRequest, key: VisitorTextKey, values: Record<string, string> = {}): string =>
  visitorTextIn(requestLanguage(request), key, values);
