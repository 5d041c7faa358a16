import type { Language } from '../../domain/constants.ts';

/** Texts of the evaluation calls and of the applicant's confirmation e-mail. */
const MESSAGES = {
  en: {
    required: 'Please fill in the required fields',
    invalidValue: 'A value is not valid',
    consentRequired: 'Please accept the terms',
    otpValidationFailed: 'OTP validation failed',
    notFound: 'Evaluation not found',
    mailSubject: 'Your evaluation application {reference}',
    mailBody: 'We received your customer evaluation application {reference}. You can see it at {path}',
  },
  el: {
    required: 'Συμπληρώστε τα υποχρεωτικά πεδία',
    invalidValue: 'Μια τιμή δεν είναι έγκυρη',
    consentRequired: 'Αποδεχτείτε τους όρους',
    otpValidationFailed: 'Η επαλήθευση του κωδικού απέτυχε',
    notFound: 'Η αίτηση αξιολόγησης δεν βρέθηκε',
    mailSubject: 'Η αίτηση αξιολόγησής σας {reference}',
    mailBody: 'Λάβαμε την αίτηση αξιολόγησης πελάτη {reference}. Μπορείτε να τη δείτε στο {path}',
  },
  ru: {
    required: 'Заполните обязательные поля',
    invalidValue: 'Одно из значений недопустимо',
    consentRequired: 'Примите условия',
    otpValidationFailed: 'Проверка кода не удалась',
    notFound: 'Заявка на оценку не найдена',
    mailSubject: 'Ваша заявка на оценку {reference}',
    mailBody: 'Мы получили вашу заявку на оценку клиента {reference}. Её можно посмотреть по адресу {path}',
  },
  ar: {
    required: 'يرجى ملء الحقول المطلوبة',
    invalidValue: 'إحدى القيم غير صالحة',
    consentRequired: 'يرجى قبول الشروط',
    otpValidationFailed: 'فشل التحقق من الرمز',
    notFound: 'طلب التقييم غير موجود',
    mailSubject: 'طلب التقييم الخاص بك {reference}',
    mailBody: 'استلمنا طلب تقييم العميل {reference}. يمكنك الاطلاع عليه على {path}',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type EvaluationMessageKey = keyof (typeof MESSAGES)['en'];

export function evaluationMessage(language: Language, key: EvaluationMessageKey, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), MESSAGES[language][key] as string);
}
