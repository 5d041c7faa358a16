import type { Language } from '../../domain/constants.ts';

/** Texts of the ChangeCommunication calls (`001 §8` e-bill messages). */
const MESSAGES = {
  otpValidationFailed: {
    en: 'OTP validation failed',
    el: 'Η επαλήθευση του κωδικού OTP απέτυχε',
    ru: 'Проверка одноразового кода не удалась',
    ar: 'فشل التحقق من الرمز لمرة واحدة',
  },
  wrongInvoiceNumber: {
    en: 'No property matches this invoice number',
    el: 'Κανένα ακίνητο δεν αντιστοιχεί σε αυτόν τον αριθμό τιμολογίου',
    ru: 'Ни один объект не соответствует этому номеру счёта',
    ar: 'لا يوجد عقار يطابق رقم الفاتورة هذا',
  },
  notRegistered: {
    en: 'This email address is not registered for e-bill on this property',
    el: 'Αυτή η διεύθυνση email δεν είναι εγγεγραμμένη για e-bill σε αυτό το ακίνητο',
    ru: 'Этот адрес не зарегистрирован для электронных счетов по этому объекту',
    ar: 'عنوان البريد الإلكتروني هذا غير مسجل للفاتورة الإلكترونية لهذا العقار',
  },
  invalidRequest: {
    en: 'The request is not valid',
    el: 'Το αίτημα δεν είναι έγκυρο',
    ru: 'Недопустимый запрос',
    ar: 'الطلب غير صالح',
  },
  noMobile: {
    en: 'The session has no verified mobile number',
    el: 'Η συνεδρία δεν έχει επαληθευμένο αριθμό κινητού',
    ru: 'В сеансе нет подтверждённого номера мобильного телефона',
    ar: 'لا تحتوي الجلسة على رقم هاتف محمول تم التحقق منه',
  },
  ebillDeliveryType: { en: 'E-bill', el: 'Ηλεκτρονικός λογαριασμός', ru: 'Электронный счёт', ar: 'الفاتورة الإلكترونية' },
  unsubscribeDeliveryType: {
    en: 'Unsubscribe from e-bill',
    el: 'Διαγραφή από τον ηλεκτρονικό λογαριασμό',
    ru: 'Отказ от электронного счёта',
    ar: 'إلغاء الاشتراك في الفاتورة الإلكترونية',
  },
} as const;

export type EbillMessageKey = keyof typeof MESSAGES;

export const ebillMessage = (lang: Language, key: EbillMessageKey): string => MESSAGES[key][lang];
