import type { Language } from '../../domain/constants.ts';

const EN = {
  notFound: 'This meter is not on a walk of the open reading cycle that you may capture',
  walkNotFound: 'This walk is not in the open reading cycle, or it is not assigned to you',
  clockOverImplausible: 'A clock-over is only possible when the reading is below the previous reading ({previous})',
  notEditable: 'This reading was already exported and can no longer be changed',
  readDateInvalid: 'The reading time must not be in the future or before the previous reading',
  readingRequired: 'Enter the reading, or choose why the meter could not be read',
};
export type CaptureTextKey = keyof typeof EN;

/** Texts of the capture calls in every offered language (README Conventions: `text` in the request language). */
const TEXTS: Record<Language, Record<CaptureTextKey, string>> = {
  en: EN,
  el: {
    notFound: 'Ο μετρητής δεν ανήκει σε διαδρομή του ανοιχτού κύκλου καταμέτρησης που μπορείτε να καταχωρίσετε',
    walkNotFound: 'Η διαδρομή δεν ανήκει στον ανοιχτό κύκλο καταμέτρησης ή δεν σας έχει ανατεθεί',
    clockOverImplausible: 'Μηδενισμός είναι δυνατός μόνο όταν η ένδειξη είναι μικρότερη από την προηγούμενη ({previous})',
    notEditable: 'Η ένδειξη έχει ήδη εξαχθεί και δεν μπορεί πλέον να αλλάξει',
    readDateInvalid: 'Η ώρα ανάγνωσης δεν μπορεί να είναι μελλοντική ή πριν από την προηγούμενη ένδειξη',
    readingRequired: 'Συμπληρώστε την ένδειξη ή επιλέξτε γιατί δεν ήταν δυνατή η ανάγνωση',
  },
  ru: {
    notFound: 'Этого счётчика нет на доступных вам маршрутах открытого цикла снятия показаний',
    walkNotFound: 'Этого маршрута нет в открытом цикле снятия показаний, или он назначен не вам',
    clockOverImplausible: 'Переход через ноль возможен, только если показание меньше предыдущего ({previous})',
    notEditable: 'Показание уже выгружено и больше не может быть изменено',
    readDateInvalid: 'Время снятия не может быть в будущем или раньше предыдущего показания',
    readingRequired: 'Введите показание или укажите, почему счётчик не удалось снять',
  },
  ar: {
    notFound: 'هذا العداد ليس على مسار من دورة القراءة المفتوحة يمكنك تسجيله',
    walkNotFound: 'هذا المسار ليس في دورة القراءة المفتوحة أو غير مسند إليك',
    clockOverImplausible: 'لا يمكن أن يدور العداد من جديد إلا إذا كانت القراءة أقل من القراءة السابقة ({previous})',
    notEditable: 'تم تصدير هذه القراءة ولا يمكن تغييرها بعد الآن',
    readDateInvalid: 'لا يمكن أن يكون وقت القراءة في المستقبل أو قبل القراءة السابقة',
    readingRequired: 'أدخل القراءة أو اختر سبب تعذّر قراءة العداد',
  },
};

export function captureText(language: Language, key: CaptureTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
