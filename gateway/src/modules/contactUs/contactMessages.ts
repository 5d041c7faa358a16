import type { LanguageCode } from '../../request/language.ts';

/** Texts of the contact form's own checks; the common ones are in `i18n/formChecks.ts`. */
const MESSAGES = {
  notOffered: {
    en: 'The contact form is not offered for your profile.',
    el: 'Η φόρμα επικοινωνίας δεν προσφέρεται για το προφίλ σας.',
    ru: 'Форма обратной связи недоступна для вашего профиля.',
    ar: 'نموذج الاتصال غير متاح لملفك الشخصي.',
  },
  accountNotFound: {
    en: 'Account not found.',
    el: 'Ο λογαριασμός δεν βρέθηκε.',
    ru: 'Счёт не найден.',
    ar: 'الحساب غير موجود.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export function contactMessage(key: keyof typeof MESSAGES, language: LanguageCode): string {
  return MESSAGES[key][language];
}
