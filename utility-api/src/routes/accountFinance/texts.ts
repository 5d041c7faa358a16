import type { Language } from '../../domain/constants.ts';

/** Refusals of the account-tab calls in the request language (README Conventions). */
const TEXTS: Record<Language, { customerNotFound: string }> = {
  en: { customerNotFound: 'Customer not found' },
  el: { customerNotFound: 'Ο πελάτης δεν βρέθηκε' },
  ru: { customerNotFound: 'Клиент не найден' },
  ar: { customerNotFound: 'لم يتم العثور على العميل' },
};

export function financeText(lang: Language, key: keyof (typeof TEXTS)['en']): string {
  return TEXTS[lang][key];
}
