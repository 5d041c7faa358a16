import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/debtManagement.json' with { type: 'json' };
import el from '../../locales/el/debtManagement.json' with { type: 'json' };
import ru from '../../locales/ru/debtManagement.json' with { type: 'json' };
import ar from '../../locales/ar/debtManagement.json' with { type: 'json' };

/**
 * The gateway's checks of the debt-management input (`002 §5`) that tie an error to its field before the
 * utility is called; the utility checks every rule again (IBAN by ISO 13616 included) and its refusals are
 * answered as NOT_ALLOWED with its localized text.
 */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type DebtMessageKey = keyof typeof en;

export function debtMessage(key: DebtMessageKey, language: LanguageCode): string {
  return catalogText(MESSAGES, language, key);
}

/** A decimal string above zero with at most two decimals, as a number; null otherwise. */
export function parseAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
}
