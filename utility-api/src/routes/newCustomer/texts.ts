import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';

/** Texts of the new customer calls (002 §5, §8), in the request language. */
const TEXTS = {
  en: {
    sessionExpired: 'Session expired',
    codeInvalid: 'The verification code is not valid',
    mandatory: 'Mandatory field',
    invalidData: 'Invalid Data',
    fileTooBig: 'Attachment too big (max 4,000,000 bytes)',
    fileTypeNotAllowed: 'Only .pdf, .jpg, .jpeg and .png files are allowed',
    notFound: 'Application not found',
  },
  el: {
    sessionExpired: 'Η συνεδρία έληξε',
    codeInvalid: 'Ο κωδικός επαλήθευσης δεν είναι έγκυρος',
    mandatory: 'Υποχρεωτικό πεδίο',
    invalidData: 'Μη έγκυρα δεδομένα',
    fileTooBig: 'Το συνημμένο είναι πολύ μεγάλο (έως 4.000.000 byte)',
    fileTypeNotAllowed: 'Επιτρέπονται μόνο αρχεία .pdf, .jpg, .jpeg και .png',
    notFound: 'Η αίτηση δεν βρέθηκε',
  },
  ru: {
    sessionExpired: 'Сеанс истёк',
    codeInvalid: 'Неверный код подтверждения',
    mandatory: 'Обязательное поле',
    invalidData: 'Неверные данные',
    fileTooBig: 'Вложение слишком большое (не более 4 000 000 байт)',
    fileTypeNotAllowed: 'Разрешены только файлы .pdf, .jpg, .jpeg и .png',
    notFound: 'Заявка не найдена',
  },
  ar: {
    sessionExpired: 'انتهت الجلسة',
    codeInvalid: 'رمز التحقق غير صالح',
    mandatory: 'حقل إلزامي',
    invalidData: 'بيانات غير صالحة',
    fileTooBig: 'المرفق كبير جدًا (الحد الأقصى 4,000,000 بايت)',
    fileTypeNotAllowed: 'يُسمح فقط بملفات ‎.pdf و‎.jpg و‎.jpeg و‎.png',
    notFound: 'الطلب غير موجود',
  },
} satisfies Record<Language, Record<string, string>>;

export type NewCustomerTextKey = keyof (typeof TEXTS)['en'];

export function newCustomerText(lang: Language, key: NewCustomerTextKey): string {
  return TEXTS[lang][key];
}

/** The language a call names (`language` query or `LanguageCode`), else the request's. */
export function callLanguage(request: FastifyRequest, named: unknown): Language {
  return isLanguage(named) ? named : requestLanguage(request);
}
