import type { LanguageCode } from '../../request/language.ts';

/** Messages of the capture user errors the gateway finds itself, before any upstream call or when it answers "not found". */
const TEXTS = {
  en: {
    notFound: 'This meter is not on a walk of the open reading cycle that you may capture',
    walkNotFound: 'This walk is not in the open reading cycle',
  },
  el: {
    notFound: 'Ο μετρητής δεν ανήκει σε διαδρομή του ανοιχτού κύκλου καταμέτρησης που μπορείτε να καταχωρίσετε',
    walkNotFound: 'Η διαδρομή δεν ανήκει στον ανοιχτό κύκλο καταμέτρησης',
  },
  ru: {
    notFound: 'Этого счётчика нет на доступных вам маршрутах открытого цикла снятия показаний',
    walkNotFound: 'Этого маршрута нет в открытом цикле снятия показаний',
  },
  ar: {
    notFound: 'هذا العداد ليس على مسار من دورة القراءة المفتوحة يمكنك تسجيله',
    walkNotFound: 'هذا المسار ليس في دورة القراءة المفتوحة',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

export function captureText(key: keyof (typeof TEXTS)['en'], language: LanguageCode): string {
  return TEXTS[language][key];
}
