import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';

/** Texts of the disconnection calls (README "Disconnections"), in the request language. */
const TEXTS = {
  en: {
    notFound: 'Disconnection not found',
    notEditable: 'This disconnection is closed and can no longer be changed',
    lowerThanPrevious: 'The final reading cannot be lower than the last reading ({previous}) unless the meter clocked over',
    tooManyDigits: 'The final reading has more digits than the meter\'s {dials} dials',
    futureDate: 'The final reading date cannot be in the future',
    beforeBatch: 'The final reading date cannot be before the batch was issued ({date})',
    reasonRequired: 'Give the reason for the investigation',
    notDisconnected: 'Only a disconnected supply can be reconnected',
  },
  el: {
    notFound: 'Η αποσύνδεση δεν βρέθηκε',
    notEditable: 'Αυτή η αποσύνδεση έχει κλείσει και δεν μπορεί πλέον να αλλάξει',
    lowerThanPrevious: 'Η τελική ένδειξη δεν μπορεί να είναι χαμηλότερη από την τελευταία ένδειξη ({previous}) εκτός αν ο μετρητής μηδένισε',
    tooManyDigits: 'Η τελική ένδειξη έχει περισσότερα ψηφία από τα {dials} ψηφία του μετρητή',
    futureDate: 'Η ημερομηνία τελικής ένδειξης δεν μπορεί να είναι μελλοντική',
    beforeBatch: 'Η ημερομηνία τελικής ένδειξης δεν μπορεί να είναι πριν από την έκδοση της παρτίδας ({date})',
    reasonRequired: 'Δώστε τον λόγο της διερεύνησης',
    notDisconnected: 'Μόνο μια αποσυνδεδεμένη παροχή μπορεί να επανασυνδεθεί',
  },
  ru: {
    notFound: 'Отключение не найдено',
    notEditable: 'Это отключение закрыто и больше не может изменяться',
    lowerThanPrevious: 'Конечное показание не может быть меньше последнего ({previous}), если счётчик не перешёл через ноль',
    tooManyDigits: 'В конечном показании больше цифр, чем разрядов у счётчика ({dials})',
    futureDate: 'Дата конечного показания не может быть в будущем',
    beforeBatch: 'Дата конечного показания не может быть раньше выпуска пакета ({date})',
    reasonRequired: 'Укажите причину проверки',
    notDisconnected: 'Повторно подключить можно только отключённую подачу',
  },
  ar: {
    notFound: 'لم يتم العثور على أمر الفصل',
    notEditable: 'أمر الفصل هذا مغلق ولا يمكن تغييره',
    lowerThanPrevious: 'لا يمكن أن تكون القراءة النهائية أقل من آخر قراءة ({previous}) إلا إذا دار العداد دورة كاملة',
    tooManyDigits: 'القراءة النهائية تتجاوز عدد خانات العداد ({dials})',
    futureDate: 'لا يمكن أن يكون تاريخ القراءة النهائية في المستقبل',
    beforeBatch: 'لا يمكن أن يسبق تاريخ القراءة النهائية تاريخ إصدار الدفعة ({date})',
    reasonRequired: 'اذكر سبب التحقيق',
    notDisconnected: 'لا يمكن إعادة توصيل إلا التزويد المفصول',
  },
} satisfies Record<Language, Record<string, string>>;

export type DisconnectionTextKey = keyof (typeof TEXTS)['en'];

export function disconnectionText(request: FastifyRequest, key: DisconnectionTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[requestLanguage(request)][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
