import type { LanguageCode } from '../../request/language.ts';

/** Texts of the contact form's checks (`{limit}` is replaced by a number). */
const MESSAGES = {
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
  accountNotFound: {
    en: 'Account not found.',
    el: 'Ο λογαριασμός δεν βρέθηκε.',
    ru: 'Счёт не найден.',
    ar: 'الحساب غير موجود.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export function contactMessage(key: keyof typeof MESSAGES, language: LanguageCode, limit = 0): string {
  return MESSAGES[key][language].replace('{limit}', String(limit));
}
