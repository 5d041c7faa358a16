import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/accountFinance.json' with { type: 'json' };
import el from '../../locales/el/accountFinance.json' with { type: 'json' };
import ru from '../../locales/ru/accountFinance.json' with { type: 'json' };
import ar from '../../locales/ar/accountFinance.json' with { type: 'json' };

/** Refusals of the account-tab calls in the request language (README Conventions). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function financeText(lang: Language, key: keyof typeof en): string {
  return catalogText(TEXTS, lang, key);
}
