import type { Language } from '../../domain/constants.ts';

const EN = {
  outOfRange: 'The value {value} is outside the range {minimum} to {maximum} {unit}: confirm it to save it',
  pointNotFound: 'Log point not found',
  samplingPointNotFound: 'Sampling point not found',
  sampleNotFound: 'Sample not found',
  takenAtInvalid: 'The time taken must be a valid time, not in the future',
};
export type MeasurementTextKey = keyof typeof EN;

/** Texts of the log and sample calls in every offered language (README Conventions: `text` in the request language). */
const TEXTS: Record<Language, Record<MeasurementTextKey, string>> = {
  en: EN,
  el: {
    outOfRange: 'Η τιμή {value} είναι εκτός του εύρους {minimum} έως {maximum} {unit}: επιβεβαιώστε την για να αποθηκευτεί',
    pointNotFound: 'Το σημείο καταγραφής δεν βρέθηκε',
    samplingPointNotFound: 'Το σημείο δειγματοληψίας δεν βρέθηκε',
    sampleNotFound: 'Το δείγμα δεν βρέθηκε',
    takenAtInvalid: 'Η ώρα λήψης πρέπει να είναι έγκυρη και όχι μελλοντική',
  },
  ru: {
    outOfRange: 'Значение {value} вне диапазона от {minimum} до {maximum} {unit}: подтвердите его, чтобы сохранить',
    pointNotFound: 'Точка журнала не найдена',
    samplingPointNotFound: 'Точка отбора проб не найдена',
    sampleNotFound: 'Проба не найдена',
    takenAtInvalid: 'Время должно быть действительным и не в будущем',
  },
  ar: {
    outOfRange: 'القيمة {value} خارج النطاق من {minimum} إلى {maximum} {unit}: أكّدها لحفظها',
    pointNotFound: 'نقطة السجل غير موجودة',
    samplingPointNotFound: 'نقطة أخذ العينات غير موجودة',
    sampleNotFound: 'العينة غير موجودة',
    takenAtInvalid: 'يجب أن يكون وقت الأخذ صالحًا وليس في المستقبل',
  },
};

/** Units of the log points as each language writes them (the client's `measurements` units likewise). */
const UNITS: Record<Language, Record<string, string>> = {
  en: {},
  el: { m: 'm', bar: 'bar', 'mg/l': 'mg/l', 'm3/h': 'm³/h', h: 'ώρες' },
  ru: { m: 'м', bar: 'бар', 'mg/l': 'мг/л', 'm3/h': 'м³/ч', h: 'ч' },
  ar: { m: 'م', bar: 'بار', 'mg/l': 'ملغ/ل', 'm3/h': 'م³/س', h: 'ساعة' },
};

/** A unit code (`m`, `bar`, `mg/l`, `m3/h`, `h`) in the request language. */
export function unitText(language: Language, unit: string): string {
  return UNITS[language][unit] ?? (unit === 'm3/h' ? 'm³/h' : unit);
}

/** Latin values (numbers, units, codes, names) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: Language) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function measurementText(language: Language, key: MeasurementTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => isolate(String(values[name] ?? ''), language));
}
