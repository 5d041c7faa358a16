import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/ebill.json' with { type: 'json' };
import el from '../../locales/el/ebill.json' with { type: 'json' };
import ru from '../../locales/ru/ebill.json' with { type: 'json' };
import ar from '../../locales/ar/ebill.json' with { type: 'json' };

/** Texts of the ChangeCommunication calls (`001 §8` e-bill messages). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type EbillMessageKey = keyof typeof en;

export const ebillMessage = (lang: Language, key: EbillMessageKey): string => catalogText(MESSAGES, lang, key);
