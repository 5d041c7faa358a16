import type { LanguageCode } from '../../request/language.ts';

/** Texts of the evaluation form's own checks; the common ones are in `i18n/formChecks.ts`. */
const MESSAGES = {
  postalCode: {
    en: 'Please enter a postal code of four digits.',
    el: 'Εισαγάγετε ταχυδρομικό κώδικα τεσσάρων ψηφίων.',
    ru: 'Введите почтовый индекс из четырёх цифр.',
    ar: 'يرجى إدخال رمز بريدي من أربعة أرقام.',
  },
  occupants: { en: 'Enter a number from 1 to 50.', el: 'Εισαγάγετε αριθμό από 1 έως 50.', ru: 'Введите число от 1 до 50.', ar: 'أدخل رقمًا من 1 إلى 50.' },
  consumption: {
    en: 'Enter a number from 0 to 1,000,000.',
    el: 'Εισαγάγετε αριθμό από 0 έως 1.000.000.',
    ru: 'Введите число от 0 до 1 000 000.',
    ar: 'أدخل رقمًا من 0 إلى 1000000.',
  },
  notOffered: {
    en: 'Customer evaluation applications are not offered at the moment.',
    el: 'Οι αιτήσεις αξιολόγησης πελάτη δεν προσφέρονται αυτή τη στιγμή.',
    ru: 'Заявки на оценку клиента сейчас не принимаются.',
    ar: 'طلبات تقييم العملاء غير متاحة حاليًا.',
  },
  consentTerms: { en: 'Please accept the terms.', el: 'Αποδεχτείτε τους όρους.', ru: 'Примите условия.', ar: 'يرجى قبول الشروط.' },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export function evaluationMessage(key: keyof typeof MESSAGES, language: LanguageCode, limit = 0): string {
  return MESSAGES[key][language].replace('{limit}', String(limit));
}
