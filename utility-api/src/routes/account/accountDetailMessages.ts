import { FALLBACK_LANGUAGE, type Language } from '../../domain/constants.ts';

/** Texts of the account-selection, property and contact-us calls (README "Accounts and properties", "Contact us"). */
const MESSAGES = {
  en: {
    selectAccountOff: 'Switching accounts is not offered',
    propertyNotFound: 'Property not found',
    contactSubjectRequired: 'Please enter a subject',
    contactMessageRequired: 'Please enter a message',
    contactTooLong: 'The text is too long',
    contactSubject: 'Portal message {reference}: {subject}',
  },
  el: {
    selectAccountOff: 'Η αλλαγή λογαριασμού δεν προσφέρεται',
    propertyNotFound: 'Το ακίνητο δεν βρέθηκε',
    contactSubjectRequired: 'Παρακαλώ εισάγετε θέμα',
    contactMessageRequired: 'Παρακαλώ εισάγετε μήνυμα',
    contactTooLong: 'Το κείμενο είναι πολύ μεγάλο',
    contactSubject: 'Μήνυμα πύλης {reference}: {subject}',
  },
  ru: {
    selectAccountOff: 'Смена счёта недоступна',
    propertyNotFound: 'Объект недвижимости не найден',
    contactSubjectRequired: 'Пожалуйста, введите тему',
    contactMessageRequired: 'Пожалуйста, введите сообщение',
    contactTooLong: 'Текст слишком длинный',
    contactSubject: 'Сообщение портала {reference}: {subject}',
  },
  ar: {
    selectAccountOff: 'تبديل الحساب غير متاح',
    propertyNotFound: 'العقار غير موجود',
    contactSubjectRequired: 'يرجى إدخال الموضوع',
    contactMessageRequired: 'يرجى إدخال الرسالة',
    contactTooLong: 'النص طويل جدًا',
    contactSubject: 'رسالة البوابة {reference}: {subject}',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type AccountDetailMessageKey = keyof (typeof MESSAGES)['en'];

export function accountDetailMessage(language: Language, key: AccountDetailMessageKey, values: Record<string, string> = {}): string {
  const text: string = (MESSAGES[language] ?? MESSAGES[FALLBACK_LANGUAGE])[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
