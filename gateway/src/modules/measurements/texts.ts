import type { LanguageCode } from '../../request/language.ts';

/** Messages of the log and sample user errors the gateway finds itself, before any upstream call. */
const TEXTS = {
  en: {
    outOfRange: 'The value {value} is outside the range {minimum} to {maximum} {unit}: confirm it to save it',
    pointNotFound: 'Log point not found',
    sampleNotFound: 'Sample not found',
    tooLong: 'At most {max} characters',
    tooMany: 'At most {max} values at once',
  },
  el: {
    outOfRange: 'Η τιμή {value} είναι εκτός του εύρους {minimum} έως {maximum} {unit}: επιβεβαιώστε την για να αποθηκευτεί',
    pointNotFound: 'Το σημείο καταγραφής δεν βρέθηκε',
    sampleNotFound: 'Το δείγμα δεν βρέθηκε',
    tooLong: 'Το πολύ {max} χαρακτήρες',
    tooMany: 'Το πολύ {max} τιμές ταυτόχρονα',
  },
  ru: {
    outOfRange: 'Значение {value} вне диапазона от {minimum} до {maximum} {unit}: подтвердите его, чтобы сохранить',
    pointNotFound: 'Точка журнала не найдена',
    sampleNotFound: 'Проба не найдена',
    tooLong: 'Не более {max} символов',
    tooMany: 'Не более {max} значений за раз',
  },
  ar: {
    outOfRange: 'القيمة {value} خارج النطاق من {minimum} إلى {maximum} {unit}: أكّدها لحفظها',
    pointNotFound: 'نقطة السجل غير موجودة',
    sampleNotFound: 'العينة غير موجودة',
    tooLong: '{max} حرفًا على الأكثر',
    tooMany: '{max} قيمة على الأكثر في المرة الواحدة',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

/** Units of the log points as each language writes them (the reference API's texts and the client's likewise). */
const UNITS: Record<LanguageCode, Record<string, string>> = {
  en: { 'm3/h': 'm³/h' },
  el: { 'm3/h': 'm³/h', h: 'ώρες' },
  ru: { m: 'м', bar: 'бар', 'mg/l': 'мг/л', 'm3/h': 'м³/ч', h: 'ч' },
  ar: { m: 'م', bar: 'بار', 'mg/l': 'ملغ/ل', 'm3/h': 'م³/س', h: 'ساعة' },
};

/** A unit code (`m`, `bar`, `mg/l`, `m3/h`, `h`) in the request language. */
export function unitText(unit: string, language: LanguageCode): string {
  return UNITS[language][unit] ?? unit;
}

/** Latin values (numbers, units, codes) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: LanguageCode) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function measurementText(key: keyof (typeof TEXTS)['en'], language: LanguageCode, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => isolate(String(values[name] ?? ''), language));
}
