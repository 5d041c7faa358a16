import type { Language } from '../../domain/constants.ts';

const TEXTS = {
  noCriteria: {
    en: 'Enter at least one search criterion.',
    el: 'Εισαγάγετε τουλάχιστον ένα κριτήριο αναζήτησης.',
    ru: 'Укажите хотя бы один критерий поиска.',
    ar: 'أدخل معيار بحث واحدًا على الأقل.',
  },
  tooShort: {
    en: 'Names, phones, e-mails and addresses need at least 3 characters.',
    el: 'Τα ονόματα, τηλέφωνα, e-mail και διευθύνσεις χρειάζονται τουλάχιστον 3 χαρακτήρες.',
    ru: 'Для имён, телефонов, e-mail и адресов нужно не меньше 3 символов.',
    ar: 'تحتاج الأسماء والهواتف والبريد الإلكتروني والعناوين إلى 3 أحرف على الأقل.',
  },
} as const;

export function enquiryText(language: Language, key: keyof typeof TEXTS): string {
  return TEXTS[key][language];
}
