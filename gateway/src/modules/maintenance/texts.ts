import type { LanguageCode } from '../../request/language.ts';

/** Messages of the user errors the gateway finds itself, before any upstream call. */
const TEXTS = {
  en: {
    notFound: 'Job card not found',
    recordNotFound: 'Record not found',
    originNotFound: 'The record the job card comes from was not found',
    elementNotFound: 'Job card element not found',
    hours: 'Enter hours above 0 and at most 24',
    quantity: 'Enter a quantity above 0',
    required: 'Mandatory field',
  },
  el: {
    notFound: 'Η κάρτα εργασίας δεν βρέθηκε',
    recordNotFound: 'Η εγγραφή δεν βρέθηκε',
    originNotFound: 'Η εγγραφή από την οποία προέρχεται η κάρτα εργασίας δεν βρέθηκε',
    elementNotFound: 'Το στοιχείο της κάρτας εργασίας δεν βρέθηκε',
    hours: 'Εισαγάγετε ώρες πάνω από 0 και έως 24',
    quantity: 'Εισαγάγετε ποσότητα πάνω από 0',
    required: 'Υποχρεωτικό πεδίο',
  },
  ru: {
    notFound: 'Наряд не найден',
    recordNotFound: 'Запись не найдена',
    originNotFound: 'Запись, из которой создаётся наряд, не найдена',
    elementNotFound: 'Элемент наряда не найден',
    hours: 'Введите часы больше 0 и не более 24',
    quantity: 'Введите количество больше 0',
    required: 'Обязательное поле',
  },
  ar: {
    notFound: 'لم يتم العثور على بطاقة العمل',
    recordNotFound: 'لم يتم العثور على السجل',
    originNotFound: 'لم يتم العثور على السجل الذي تنشأ منه بطاقة العمل',
    elementNotFound: 'لم يتم العثور على عنصر بطاقة العمل',
    hours: 'أدخل ساعات أكثر من 0 وحتى 24',
    quantity: 'أدخل كمية أكبر من 0',
    required: 'حقل إلزامي',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

export function maintenanceText(key: keyof (typeof TEXTS)['en'], language: LanguageCode): string {
  return TEXTS[language][key];
}
