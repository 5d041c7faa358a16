import { FALLBACK_LANGUAGE, ORGANISATION_TIME_ZONE, type Language } from '../domain/constants.ts';
import { ACCOUNT_MESSAGES, type AccountMessageKey } from './accountMessages.ts';
import { fill, type Catalog } from '../../../shared/i18n/catalog.ts';
import en from '../locales/en/common.json' with { type: 'json' };
import el from '../locales/el/common.json' with { type: 'json' };
import ru from '../locales/ru/common.json' with { type: 'json' };
import ar from '../locales/ar/common.json' with { type: 'json' };

/** Texts the API itself answers in `text` (000 §8, utility-api/README.md error numbers). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

type GeneralMessageKey = keyof typeof en;
export type MessageKey = GeneralMessageKey | AccountMessageKey;

function lookUp(lang: Language, key: MessageKey): string | undefined {
  const general: Partial<Record<string, string>> = MESSAGES[lang];
  return general[key] ?? ACCOUNT_MESSAGES[lang][key as AccountMessageKey];
}

export function translate(lang: Language, key: MessageKey, params: Record<string, string> = {}): string {
  const template = lookUp(lang, key) ?? lookUp(FALLBACK_LANGUAGE, key) ?? key;
  return fill(template, params, { keepMissing: true });
}

/** A moment as people of the organisation read it, in their language. */
export function formatMoment(lang: Language, moment: Date): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ORGANISATION_TIME_ZONE,
  }).format(moment);
}
