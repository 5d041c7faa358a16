import type { LanguageCode } from '../../request/language.ts';

/** Texts of the account-switching checks the gateway makes itself; upstream refusals keep their own text. */
const MESSAGES = {
  notAllowed: {
    en: 'Switching accounts is not offered.',
    el: 'Η αλλαγή λογαριασμού δεν προσφέρεται.',
    ru: 'Смена счёта недоступна.',
    ar: 'تبديل الحساب غير متاح.',
  },
  notFound: {
    en: 'Account not found.',
    el: 'Ο λογαριασμός δεν βρέθηκε.',
    ru: 'Счёт не найден.',
    ar: 'الحساب غير موجود.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export function accountMessage(key: keyof typeof MESSAGES, language: LanguageCode): string {
  return MESSAGES[key][language];
}
