import type { LanguageCode } from '../request/language.ts';
import { userError, type UserError } from '../userErrors.ts';

/** Texts of the checks every form of the gateway makes (contact, support, evaluation…); `{limit}` is a number. */
const FORM_MESSAGES = {
  required: {
    en: 'This field is mandatory.',
    el: 'Το πεδίο είναι υποχρεωτικό.',
    ru: 'Это поле обязательно.',
    ar: 'هذا الحقل إلزامي.',
  },
  tooLong: {
    en: 'At most {limit} characters.',
    el: 'Το πολύ {limit} χαρακτήρες.',
    ru: 'Не более {limit} символов.',
    ar: '{limit} حرفًا كحد أقصى.',
  },
  sessionExpired: {
    en: 'Your session has expired. Please start again.',
    el: 'Η συνεδρία σας έληξε. Ξεκινήστε από την αρχή.',
    ru: 'Срок действия сеанса истёк. Начните заново.',
    ar: 'انتهت صلاحية جلستك. يرجى البدء من جديد.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

export function formMessage(key: FormMessageKey, language: LanguageCode, limit = 0): string {
  return FORM_MESSAGES[key][language].replace('{limit}', String(limit));
}

/** A mandatory text field (already trimmed): present, and at most `limit` characters. */
export function textFieldErrors(language: LanguageCode, field: string, value: string, limit: number): UserError[] {
  if (value === '') return [userError('INVALID_INPUT', formMessage('required', language), field)];
  if (value.length > limit) return [userError('TOO_LONG', formMessage('tooLong', language, limit), field)];
  return [];
}
