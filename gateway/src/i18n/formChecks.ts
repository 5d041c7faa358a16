import type { LanguageCode } from '../request/language.ts';
import { userError, type UserError } from '../userErrors.ts';
import { catalogText, type Catalog } from '../../../shared/i18n/catalog.ts';
import en from '../locales/en/forms.json' with { type: 'json' };
import el from '../locales/el/forms.json' with { type: 'json' };
import ru from '../locales/ru/forms.json' with { type: 'json' };
import ar from '../locales/ar/forms.json' with { type: 'json' };

/** Texts of the checks every form of the gateway makes (contact, support, evaluation…); `{{limit}}` is a number. */
const FORM_MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type FormMessageKey = keyof typeof en;

export function formMessage(key: FormMessageKey, language: LanguageCode, limit = 0): string {
  return catalogText(FORM_MESSAGES, language, key, { limit });
}

/** A mandatory text field (already trimmed): present, and at most `limit` characters. */
export function textFieldErrors(language: LanguageCode, field: string, value: string, limit: number): UserError[] {
  if (value === '') return [userError('INVALID_INPUT', formMessage('required', language), field)];
  if (value.length > limit) return [userError('TOO_LONG', formMessage('tooLong', language, limit), field)];
  return [];
}
