import type { LanguageCode } from '../../request/language.ts';

/** Messages of the user errors the gateway finds itself, before any upstream call. */
const TEXTS = {
  en: { notFound: 'Not found: it may have been deleted', unknownElementCode: 'No element has this code' },
  el: { notFound: 'Δεν βρέθηκε: ίσως έχει διαγραφεί', unknownElementCode: 'Κανένα στοιχείο δεν έχει αυτόν τον κωδικό' },
  ru: { notFound: 'Не найдено: возможно, запись удалена', unknownElementCode: 'Нет элемента с таким кодом' },
  ar: { notFound: 'غير موجود: ربما تم حذفه', unknownElementCode: 'لا يوجد عنصر بهذا الرمز' },
} satisfies Record<LanguageCode, Record<string, string>>;

export function assetText(key: keyof (typeof TEXTS)['en'], language: LanguageCode): string {
  return TEXTS[language][key];
}
