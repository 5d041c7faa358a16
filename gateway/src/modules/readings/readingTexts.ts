import type { LanguageCode } from '../../request/language.ts';

/** Messages of the readings user errors the gateway finds itself, before any upstream call. */
const TEXTS = {
  en: {
    belowPrevious: 'The reading cannot be less than the previous reading ({previous}) unless the meter clocked over',
    photoTooBig: 'The photo is larger than 4 MB',
    photoType: 'Only JPG or PNG photos are accepted',
    sheetTooBig: 'The spreadsheet is larger than 4 MB',
    sheetType: 'Only .xlsx spreadsheets made from the template are accepted',
    outOfRange: 'The reading must be a whole number from 0 to {max}',
    notFound: 'Meter or account not found',
  },
  el: {
    belowPrevious: 'Η ένδειξη δεν μπορεί να είναι μικρότερη από την προηγούμενη ({previous}) εκτός αν ο μετρητής μηδένισε',
    photoTooBig: 'Η φωτογραφία είναι μεγαλύτερη από 4 MB',
    photoType: 'Γίνονται δεκτές μόνο φωτογραφίες JPG ή PNG',
    sheetTooBig: 'Το λογιστικό φύλλο είναι μεγαλύτερο από 4 MB',
    sheetType: 'Γίνονται δεκτά μόνο λογιστικά φύλλα .xlsx από το πρότυπο',
    outOfRange: 'Η ένδειξη πρέπει να είναι ακέραιος από 0 έως {max}',
    notFound: 'Ο μετρητής ή ο λογαριασμός δεν βρέθηκε',
  },
  ru: {
    belowPrevious: 'Показание не может быть меньше предыдущего ({previous}), если счётчик не перешёл через ноль',
    photoTooBig: 'Фотография больше 4 МБ',
    photoType: 'Принимаются только фотографии JPG или PNG',
    sheetTooBig: 'Таблица больше 4 МБ',
    sheetType: 'Принимаются только таблицы .xlsx, созданные из шаблона',
    outOfRange: 'Показание должно быть целым числом от 0 до {max}',
    notFound: 'Счётчик или лицевой счёт не найден',
  },
  ar: {
    belowPrevious: 'لا يمكن أن تكون القراءة أقل من القراءة السابقة ({previous}) إلا إذا دار العداد من جديد',
    photoTooBig: 'حجم الصورة أكبر من 4 ميغابايت',
    photoType: 'تُقبل صور JPG أو PNG فقط',
    sheetTooBig: 'حجم الجدول أكبر من 4 ميغابايت',
    sheetType: 'تُقبل جداول ‎.xlsx‎ المعدة من القالب فقط',
    outOfRange: 'يجب أن تكون القراءة عددًا صحيحًا من 0 إلى {max}',
    notFound: 'العداد أو الحساب غير موجود',
  },
} as const;

export type ReadingTextKey = keyof (typeof TEXTS)['en'];

export function readingText(key: ReadingTextKey, language: LanguageCode, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
