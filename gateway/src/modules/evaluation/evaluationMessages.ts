import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/evaluation.json' with { type: 'json' };
import el from '../../locales/el/evaluation.json' with { type: 'json' };
import ru from '../../locales/ru/evaluation.json' with { type: 'json' };
import ar from '../../locales/ar/evaluation.json' with { type: 'json' };

/** Texts of the evaluation form's own checks; the common ones are in `i18n/formChecks.ts`. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export function evaluationMessage(key: keyof typeof en, language: LanguageCode, limit = 0): string {
  return catalogText(MESSAGES, language, key, { limit });
}
