import type { Language } from '../../domain/constants.ts';

/** Texts of billing refusals in the request language (README Conventions). */
const MESSAGES: Record<Language, { billNotFound: string; invalidRange: string }> = {
  en: { billNotFound: 'Bill not found', invalidRange: 'DateFrom must not be after DateTo' },
  el: { billNotFound: 'Ο λογαριασμός χρέωσης δεν βρέθηκε', invalidRange: 'Η ημερομηνία έναρξης δεν μπορεί να είναι μετά την ημερομηνία λήξης' },
  ru: { billNotFound: 'Счёт на оплату не найден', invalidRange: 'DateFrom не может быть позже DateTo' },
  ar: { billNotFound: 'لم يتم العثور على الفاتورة', invalidRange: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية' },
};

export function billingMessage(lang: Language, key: keyof (typeof MESSAGES)['en']): string {
  return MESSAGES[lang][key];
}
