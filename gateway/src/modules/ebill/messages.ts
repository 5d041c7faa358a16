import type { LanguageCode } from '../../request/language.ts';

/** Texts of the e-bill checks the gateway makes itself (`001 §8`); refusals keep the utility's text. */
const MESSAGES = {
  invoiceNumberError: {
    en: 'The invoice number is not valid: enter the digits printed on your bill ({digits} at least).',
    el: 'Ο αριθμός τιμολογίου δεν είναι έγκυρος: εισαγάγετε τα ψηφία του λογαριασμού σας (τουλάχιστον {digits}).',
    ru: 'Неверный номер счёта: введите цифры, напечатанные на счёте (не менее {digits}).',
    ar: 'رقم الفاتورة غير صالح: أدخل الأرقام المطبوعة على فاتورتك ({digits} على الأقل).',
  },
  termsRequired: {
    en: 'Please accept the terms and conditions.',
    el: 'Αποδεχτείτε τους όρους και τις προϋποθέσεις.',
    ru: 'Примите условия использования.',
    ar: 'يرجى قبول الشروط والأحكام.',
  },
} as const;

export function ebillMessage(key: keyof typeof MESSAGES, language: LanguageCode, digits = 0): string {
  const texts: Record<string, string> = MESSAGES[key];
  return (texts[language] ?? MESSAGES[key].en).replace('{digits}', String(digits));
}
