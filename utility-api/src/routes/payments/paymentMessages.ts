import type { Language } from '../../domain/constants.ts';

/** Texts of payment refusals in the request language (README Conventions). */
const MESSAGES: Record<Language, Record<'windowClosed' | 'nothingDue' | 'idempotencyConflict' | 'paymentNotFound' | 'invalidAmount', string>> = {
  en: {
    windowClosed: 'This bill can no longer be paid online: online payments are accepted within 15 days after the invoice date',
    nothingDue: 'Nothing is due on this bill',
    idempotencyConflict: 'This payment was already started with different details',
    paymentNotFound: 'Payment not found',
    invalidAmount: 'The amount must be above zero and not more than what is due',
  },
  el: {
    windowClosed: 'Ο λογαριασμός δεν μπορεί πλέον να πληρωθεί ηλεκτρονικά: οι ηλεκτρονικές πληρωμές γίνονται δεκτές εντός 15 ημερών από την ημερομηνία τιμολογίου',
    nothingDue: 'Δεν οφείλεται ποσό για αυτόν τον λογαριασμό',
    idempotencyConflict: 'Η πληρωμή αυτή ξεκίνησε ήδη με διαφορετικά στοιχεία',
    paymentNotFound: 'Η πληρωμή δεν βρέθηκε',
    invalidAmount: 'Το ποσό πρέπει να είναι μεγαλύτερο από μηδέν και όχι μεγαλύτερο από το οφειλόμενο',
  },
  ru: {
    windowClosed: 'Этот счёт больше нельзя оплатить онлайн: онлайн-оплата принимается в течение 15 дней после даты счёта',
    nothingDue: 'По этому счёту ничего не причитается',
    idempotencyConflict: 'Этот платёж уже был начат с другими данными',
    paymentNotFound: 'Платёж не найден',
    invalidAmount: 'Сумма должна быть больше нуля и не больше задолженности',
  },
  ar: {
    windowClosed: 'لم يعد بالإمكان دفع هذه الفاتورة عبر الإنترنت: تُقبل المدفوعات الإلكترونية خلال 15 يومًا من تاريخ الفاتورة',
    nothingDue: 'لا يوجد مبلغ مستحق على هذه الفاتورة',
    idempotencyConflict: 'بدأت هذه الدفعة من قبل ببيانات مختلفة',
    paymentNotFound: 'لم يتم العثور على الدفعة',
    invalidAmount: 'يجب أن يكون المبلغ أكبر من صفر وألا يتجاوز المبلغ المستحق',
  },
};

export function paymentMessage(lang: Language, key: keyof (typeof MESSAGES)['en']): string {
  return MESSAGES[lang][key];
}
