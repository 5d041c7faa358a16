import type { FastifyRequest } from 'fastify';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import ar from '../../locales/ar/applicationFamilies.json' with { type: 'json' };
import el from '../../locales/el/applicationFamilies.json' with { type: 'json' };
import en from '../../locales/en/applicationFamilies.json' with { type: 'json' };
import ru from '../../locales/ru/applicationFamilies.json' with { type: 'json' };

/** Texts of the application family calls (README "Application families"), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type FamilyTextKey = keyof typeof en;

export const familyTextIn = (language: Language, key: FamilyTextKey, values: Record<string, string> = {}): string =>
  catalogText(TEXTS, language, key, values);

export const familyText = (request: FastifyRequest, key: FamilyTextKey, values: Record<string, string> = {}): string =>
  familyTextIn(requestLanguage(request), key, values);
