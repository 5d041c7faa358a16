import type { Language } from '../../domain/constants.ts';

/** Texts of `/Utility/SendContactUsEmail` (001 §8 contact errors) and of the e-mail it sends to support. */
const MESSAGES = {
  en: {
    supportOff: 'The support page is not offered',
    subjectRequired: 'Please enter a subject',
    bodyRequired: 'Please enter a message',
    tooLong: 'The text is too long',
    otpValidationFailed: 'OTP validation failed',
    mailSubject: 'Support message: {subject}',
    verified: 'verified',
    notVerified: 'not verified',
  },
  el: {
    supportOff: 'Η σελίδα υποστήριξης δεν προσφέρεται',
    subjectRequired: 'Παρακαλώ εισάγετε θέμα',
    bodyRequired: 'Παρακαλώ εισάγετε μήνυμα',
    tooLong: 'Το κείμενο είναι πολύ μεγάλο',
    otpValidationFailed: 'Η επαλήθευση του κωδικού απέτυχε',
    mailSubject: 'Μήνυμα υποστήριξης: {subject}',
    verified: 'επαληθευμένο',
    notVerified: 'μη επαληθευμένο',
  },
  ru: {
    supportOff: 'Страница поддержки недоступна',
    subjectRequired: 'Пожалуйста, введите тему',
    bodyRequired: 'Пожалуйста, введите сообщение',
    tooLong: 'Текст слишком длинный',
    otpValidationFailed: 'Проверка кода не удалась',
    mailSubject: 'Сообщение в поддержку: {subject}',
    verified: 'подтверждён',
    notVerified: 'не подтверждён',
  },
  ar: {
    supportOff: 'صفحة الدعم غير متاحة',
    subjectRequired: 'يرجى إدخال الموضوع',
    bodyRequired: 'يرجى إدخال الرسالة',
    tooLong: 'النص طويل جدًا',
    otpValidationFailed: 'فشل التحقق من الرمز',
    mailSubject: 'رسالة دعم: {subject}',
    verified: 'تم التحقق',
    notVerified: 'لم يتم التحقق',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type SupportMessageKey = keyof (typeof MESSAGES)['en'];

export function supportMessage(language: Language, key: SupportMessageKey, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), MESSAGES[language][key] as string);
}
