import type { LanguageCode } from '../../request/language.ts';

/** Texts of `submitNewCustomerApplication`'s userErrors (`002 §5`, `§8`). */
const MESSAGES = {
  mandatory: { en: 'Mandatory field', el: 'Υποχρεωτικό πεδίο', ru: 'Обязательное поле', ar: 'حقل إلزامي' },
  emailError: {
    en: 'Please enter a valid email address.',
    el: 'Εισαγάγετε μια έγκυρη διεύθυνση email.',
    ru: 'Введите действительный адрес электронной почты.',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  },
  cellPhoneError: {
    en: 'Enter a mobile number of an allowed country in the expected format.',
    el: 'Εισαγάγετε αριθμό κινητού επιτρεπόμενης χώρας στη σωστή μορφή.',
    ru: 'Введите номер мобильного телефона разрешённой страны в правильном формате.',
    ar: 'أدخل رقم هاتف محمول من بلد مسموح به بالتنسيق المتوقع.',
  },
  numberRange: {
    en: 'Enter a number from 0 to 999,999,999.',
    el: 'Εισαγάγετε αριθμό από 0 έως 999.999.999.',
    ru: 'Введите число от 0 до 999 999 999.',
    ar: 'أدخل رقمًا من 0 إلى 999,999,999.',
  },
  fileTooBig: {
    en: 'Attachment too big (max 4,000,000 bytes).',
    el: 'Το συνημμένο είναι πολύ μεγάλο (έως 4.000.000 byte).',
    ru: 'Вложение слишком большое (не более 4 000 000 байт).',
    ar: 'المرفق كبير جدًا (الحد الأقصى 4,000,000 بايت).',
  },
  fileTypeNotAllowed: {
    en: 'Only .pdf, .jpg, .jpeg and .png files are allowed.',
    el: 'Επιτρέπονται μόνο αρχεία .pdf, .jpg, .jpeg και .png.',
    ru: 'Разрешены только файлы .pdf, .jpg, .jpeg и .png.',
    ar: 'يُسمح فقط بملفات ‎.pdf و‎.jpg و‎.jpeg و‎.png.',
  },
  serviceUnavailable: {
    en: 'Cannot get data from server.',
    el: 'Δεν είναι δυνατή η λήψη δεδομένων από τον διακομιστή.',
    ru: 'Не удаётся получить данные с сервера.',
    ar: 'لا يمكن الحصول على البيانات من الخادم.',
  },
  sessionExpired: { en: 'Session expired.', el: 'Η συνεδρία έληξε.', ru: 'Сеанс истёк.', ar: 'انتهت الجلسة.' },
  codeInvalid: {
    en: 'OTP validation failed. Check the code and try again.',
    el: 'Η επαλήθευση του κωδικού OTP απέτυχε. Ελέγξτε τον κωδικό και δοκιμάστε ξανά.',
    ru: 'Проверка одноразового кода не удалась. Проверьте код и повторите попытку.',
    ar: 'فشل التحقق من الرمز لمرة واحدة. تحقق من الرمز وحاول مرة أخرى.',
  },
  notOffered: {
    en: 'New customer applications are not offered at the moment.',
    el: 'Οι αιτήσεις νέων πελατών δεν προσφέρονται αυτή τη στιγμή.',
    ru: 'Заявки новых клиентов сейчас не принимаются.',
    ar: 'طلبات العملاء الجدد غير متاحة حاليًا.',
  },
  customValuesFailed: {
    en: 'Cannot save application',
    el: 'Δεν είναι δυνατή η αποθήκευση της αίτησης',
    ru: 'Не удаётся сохранить заявку',
    ar: 'لا يمكن حفظ الطلب',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type NewCustomerMessage = keyof typeof MESSAGES;

export function newCustomerMessage(key: NewCustomerMessage, language: LanguageCode): string {
  return MESSAGES[key][language];
}
