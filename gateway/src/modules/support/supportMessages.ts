import type { LanguageCode } from '../../request/language.ts';

/** Texts of the support form's own refusals; the common checks' texts are in `i18n/formChecks.ts`. */
const MESSAGES = {
  supportOff: {
    en: 'The support page is not offered.',
    el: 'Η σελίδα υποστήριξης δεν προσφέρεται.',
    ru: 'Страница поддержки недоступна.',
    ar: 'صفحة الدعم غير متاحة.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export function supportMessage(key: keyof typeof MESSAGES, language: LanguageCode): string {
  return MESSAGES[key][language];
}
