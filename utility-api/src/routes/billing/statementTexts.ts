import type { Language } from '../../domain/constants.ts';
import type { PaymentMethod } from './billRules.ts';

/** Descriptions of statement lines in the request language (README Conventions: texts follow `Lang`). */
type Adjustment = 'leakAllowance' | 'meterCorrection';

const TEXTS: Record<Language, { bill: string; payment: string; methods: Record<PaymentMethod, string>; adjustments: Record<Adjustment, string> }> = {
  en: {
    bill: 'Bill {number}',
    payment: 'Payment {reference} ({method})',
    methods: { card: 'card', bankTransfer: 'bank transfer', directDebit: 'direct debit', cash: 'cash' },
    adjustments: { leakAllowance: 'Leak allowance credit', meterCorrection: 'Meter reading correction' },
  },
  el: {
    bill: 'Λογαριασμός {number}',
    payment: 'Πληρωμή {reference} ({method})',
    methods: { card: 'κάρτα', bankTransfer: 'τραπεζικό έμβασμα', directDebit: 'πάγια εντολή', cash: 'μετρητά' },
    adjustments: { leakAllowance: 'Πίστωση λόγω διαρροής', meterCorrection: 'Διόρθωση ένδειξης μετρητή' },
  },
  ru: {
    bill: 'Счёт {number}',
    payment: 'Платёж {reference} ({method})',
    methods: { card: 'карта', bankTransfer: 'банковский перевод', directDebit: 'автоплатёж', cash: 'наличные' },
    adjustments: { leakAllowance: 'Кредит за утечку', meterCorrection: 'Корректировка показаний счётчика' },
  },
  ar: {
    bill: 'فاتورة {number}',
    payment: 'دفعة {reference} ({method})',
    methods: { card: 'بطاقة', bankTransfer: 'تحويل مصرفي', directDebit: 'خصم مباشر', cash: 'نقدًا' },
    adjustments: { leakAllowance: 'رصيد تعويض تسرب', meterCorrection: 'تصحيح قراءة العداد' },
  },
};

export function billDescription(lang: Language, number: string): string {
  return TEXTS[lang].bill.replace('{number}', number);
}

export function paymentDescription(lang: Language, reference: string, method: PaymentMethod): string {
  return TEXTS[lang].payment.replace('{reference}', reference).replace('{method}', TEXTS[lang].methods[method]);
}

/** Adjustments are stored with a kind (`seed/billing.ts` ADJUSTMENT_KINDS); unknown kinds print as stored. */
export function adjustmentDescription(lang: Language, kind: string): string {
  return TEXTS[lang].adjustments[kind as Adjustment] ?? kind;
}
