import type { LanguageCode } from '../../request/language.ts';

/** Texts of the support form's checks (`001 §8` contact: validation messages, sessionExpired). */
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
  supportOff: {
    en: 'The support page is not offered.',
    el: 'Η σελίδα υποστήριξης δεν προσφέρεται.',
    ru: 'Страница поддержки недоступна.',
    ar: 'صفحة الدعم غير متاحة.',
  },
  sessionExpired: {
    en: 'Your session has expired. Please start again.',
    el: 'Η συνεδρία σας έληξε. Ξεκινήστε από την αρχή.',
    ru: 'Срок действия сеанса истёк. Начните заново.',
    ar: 'انتهت صلاحية جلستك. يرجى البدء من جديد.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export function supportMessage(key: keyof typeof MESSAGES, language: LanguageCode, limit = 0): string {
  return MESSAGES[key][language].replace('{limit}', String(limit));
}
