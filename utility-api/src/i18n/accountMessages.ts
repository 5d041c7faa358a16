import type { Catalog } from '../../../shared/i18n/catalog.ts';
import en from '../locales/en/account.json' with { type: 'json' };
import el from '../locales/el/account.json' with { type: 'json' };
import ru from '../locales/ru/account.json' with { type: 'json' };
import ar from '../locales/ar/account.json' with { type: 'json' };

/** Texts of the sign-in and account lifecycle calls (000 §8, 001 §8, README error numbers 14 to 19). */
export const ACCOUNT_MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type AccountMessageKey = keyof typeof en;
