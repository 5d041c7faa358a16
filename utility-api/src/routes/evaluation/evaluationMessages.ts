import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/evaluation.json' with { type: 'json' };
import el from '../../locales/el/evaluation.json' with { type: 'json' };
import ru from '../../locales/ru/evaluation.json' with { type: 'json' };
import ar from '../../locales/ar/evaluation.json' with { type: 'json' };

/** Texts of the evaluation calls and of the applicant's confirmation e-mail. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type EvaluationMessageKey = keyof typeof en;

export function evaluationMessage(language: Language, key: EvaluationMessageKey, values: Record<string, string> = {}): string {
  return catalogText(MESSAGES, language, key, values, { keepMissing: true });
}
