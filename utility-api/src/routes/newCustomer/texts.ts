import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/newCustomer.json' with { type: 'json' };
import el from '../../locales/el/newCustomer.json' with { type: 'json' };
import ru from '../../locales/ru/newCustomer.json' with { type: 'json' };
import ar from '../../locales/ar/newCustomer.json' with { type: 'json' };

/** Texts of the new customer calls (002 §5, §8), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type NewCustomerTextKey = keyof typeof en;

export function newCustomerText(lang: Language, key: NewCustomerTextKey): string {
  return catalogText(TEXTS, lang, key);
}

/** The language a call names (`language` query or `LanguageCode`), else the request's. */
export function callLanguage(request: FastifyRequest, named: unknown): Language {
  return isLanguage(named) ? named : requestLanguage(request);
}
