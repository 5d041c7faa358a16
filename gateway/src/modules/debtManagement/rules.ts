import type { LanguageCode } from '../../request/language.ts';

/**
 * The gateway's checks of the debt-management input (`002 §5`) that tie an error to its field before the
 * utility is called; the utility checks every rule again (IBAN by ISO 13616 included) and its refusals are
 * answered as NOT_ALLOWED with its localized text.
 */
const MESSAGES = {
  amount: {
    en: 'Enter an amount above zero with at most two decimals.',
    el: 'Εισαγάγετε ποσό μεγαλύτερο από μηδέν με έως δύο δεκαδικά.',
    ru: 'Введите сумму больше нуля, не более двух знаков после запятой.',
    ar: 'أدخل مبلغًا أكبر من صفر بمنزلتين عشريتين كحد أقصى.',
  },
  phone: {
    en: 'The payment phone number must have 10 to 15 digits.',
    el: 'Το τηλέφωνο πληρωμής πρέπει να έχει 10 έως 15 ψηφία.',
    ru: 'Телефон для платежей должен содержать от 10 до 15 цифр.',
    ar: 'يجب أن يتكون هاتف الدفع من 10 إلى 15 رقمًا.',
  },
  bank: {
    en: 'Choose the bank of the direct debit.',
    el: 'Επιλέξτε την τράπεζα της πάγιας εντολής.',
    ru: 'Выберите банк для прямого дебетования.',
    ar: 'اختر بنك الخصم المباشر.',
  },
  iban: {
    en: 'Enter the IBAN of the direct debit.',
    el: 'Εισαγάγετε το IBAN της πάγιας εντολής.',
    ru: 'Введите IBAN для прямого дебетования.',
    ar: 'أدخل رقم IBAN للخصم المباشر.',
  },
  instalments: {
    en: 'The number of instalments must be between 1 and 60.',
    el: 'Ο αριθμός των δόσεων πρέπει να είναι από 1 έως 60.',
    ru: 'Число взносов должно быть от 1 до 60.',
    ar: 'يجب أن يكون عدد الأقساط بين 1 و60.',
  },
  notFound: {
    en: 'This debt case was not found.',
    el: 'Η υπόθεση οφειλής δεν βρέθηκε.',
    ru: 'Дело о задолженности не найдено.',
    ar: 'لم يتم العثور على قضية الدين.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type DebtMessageKey = keyof typeof MESSAGES;

export function debtMessage(key: DebtMessageKey, language: LanguageCode): string {
  return MESSAGES[key][language];
}

/** A decimal string above zero with at most two decimals, as a number; null otherwise. */
export function parseAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
}
