import type { LanguageCode } from '../../request/language.ts';

/** The gateway's own check of `002 §5` before calling the utility, so the error names its field. */
const MESSAGES = {
  lowerThanPrevious: {
    en: 'The final reading cannot be lower than the last reading ({previous}) unless the meter clocked over.',
    el: 'Η τελική ένδειξη δεν μπορεί να είναι χαμηλότερη από την τελευταία ένδειξη ({previous}) εκτός αν ο μετρητής μηδένισε.',
    ru: 'Конечное показание не может быть меньше последнего ({previous}), если счётчик не перешёл через ноль.',
    ar: 'لا يمكن أن تكون القراءة النهائية أقل من آخر قراءة ({previous}) إلا إذا دار العداد دورة كاملة.',
  },
  tooManyDigits: {
    en: 'The final reading has more digits than the meter\'s {dials} dials.',
    el: 'Η τελική ένδειξη έχει περισσότερα ψηφία από τα {dials} ψηφία του μετρητή.',
    ru: 'В конечном показании больше цифр, чем разрядов у счётчика ({dials}).',
    ar: 'القراءة النهائية تتجاوز عدد خانات العداد ({dials}).',
  },
  negative: {
    en: 'A reading cannot be negative.',
    el: 'Μια ένδειξη δεν μπορεί να είναι αρνητική.',
    ru: 'Показание не может быть отрицательным.',
    ar: 'لا يمكن أن تكون القراءة سالبة.',
  },
  notFound: {
    en: 'This disconnection was not found.',
    el: 'Η αποσύνδεση δεν βρέθηκε.',
    ru: 'Отключение не найдено.',
    ar: 'لم يتم العثور على أمر الفصل.',
  },
  reasonRequired: {
    en: 'Give the reason for the investigation.',
    el: 'Δώστε τον λόγο της διερεύνησης.',
    ru: 'Укажите причину проверки.',
    ar: 'اذكر سبب التحقيق.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type DisconnectionMessageKey = keyof typeof MESSAGES;

export function disconnectionMessage(key: DisconnectionMessageKey, language: LanguageCode, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * `002 §5`: a final reading cannot be lower than the last reading without a clock-over, nor negative, nor have
 * more digits than the meter's dials. No final reading is always allowed (the utility stores 0).
 */
export function finalReadingProblem(previousReading: number, finalReading: number | null, clockOver: boolean, dials: number | null): DisconnectionMessageKey | null {
  if (finalReading === null) return null;
  if (finalReading < 0) return 'negative';
  if (dials !== null && finalReading >= 10 ** dials) return 'tooManyDigits';
  if (!clockOver && finalReading < previousReading) return 'lowerThanPrevious';
  return null;
}
