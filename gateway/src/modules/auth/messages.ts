import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/auth.json' with { type: 'json' };
import el from '../../locales/el/auth.json' with { type: 'json' };
import ru from '../../locales/ru/auth.json' with { type: 'json' };
import ar from '../../locales/ar/auth.json' with { type: 'json' };

/**
 * Texts of the checks the sign-in and account-lifecycle mutations make before calling the upstream
 * (`000 §5`, `001 §5`); refusals of the upstream keep its own localized text (`000 §8`).
 * `{{seconds}}` is replaced by a number.
 */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type AuthMessageKey = keyof typeof en;

export function authMessage(key: AuthMessageKey, language: LanguageCode, seconds = 0): string {
  return catalogText(MESSAGES, language, key, { seconds });
}
