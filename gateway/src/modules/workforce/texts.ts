import type { LanguageCode } from '../../request/language.ts';

/** Messages of the workforce user errors the gateway finds itself, before any upstream call. */
const TEXTS = {
  en: {
    requisitionNotFound: 'Store requisition not found',
    timeInvalid: 'Enter a time as HH:MM',
    tooLong: 'At most {max} characters',
    quantityInvalid: 'Enter a quantity above zero',
    warehouseInvalid: 'Choose a stores warehouse',
    meterWarehouseInvalid: 'Choose a meter warehouse',
  },
  el: {
    requisitionNotFound: 'Η αίτηση αποθήκης δεν βρέθηκε',
    timeInvalid: 'Συμπληρώστε ώρα ως ΩΩ:ΛΛ',
    tooLong: 'Το πολύ {max} χαρακτήρες',
    quantityInvalid: 'Συμπληρώστε ποσότητα μεγαλύτερη από μηδέν',
    warehouseInvalid: 'Επιλέξτε αποθήκη υλικών',
    meterWarehouseInvalid: 'Επιλέξτε αποθήκη μετρητών',
  },
  ru: {
    requisitionNotFound: 'Заявка на склад не найдена',
    timeInvalid: 'Введите время в формате ЧЧ:ММ',
    tooLong: 'Не более {max} символов',
    quantityInvalid: 'Введите количество больше нуля',
    warehouseInvalid: 'Выберите склад материалов',
    meterWarehouseInvalid: 'Выберите склад счётчиков',
  },
  ar: {
    requisitionNotFound: 'طلب المخزن غير موجود',
    timeInvalid: 'أدخل الوقت بصيغة HH:MM',
    tooLong: '{max} حرفًا على الأكثر',
    quantityInvalid: 'أدخل كمية أكبر من صفر',
    warehouseInvalid: 'اختر مخزن مواد',
    meterWarehouseInvalid: 'اختر مخزن عدادات',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

/** Latin values (numbers, units, codes) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: LanguageCode) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function workforceText(key: keyof (typeof TEXTS)['en'], language: LanguageCode, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => isolate(String(values[name] ?? ''), language));
}
