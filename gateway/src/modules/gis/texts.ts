import type { LanguageCode } from '../../request/language.ts';

/** The gateway's own checks of GIS inputs, in the request language. */
const TEXTS = {
  en: { latitude: 'Latitude must be between −90 and 90', longitude: 'Longitude must be between −180 and 180', zoom: 'Zoom must be between 1 and 20', extent: 'The area needs four numbers' },
  el: { latitude: 'Το γεωγραφικό πλάτος πρέπει να είναι μεταξύ −90 και 90', longitude: 'Το γεωγραφικό μήκος πρέπει να είναι μεταξύ −180 και 180', zoom: 'Η μεγέθυνση πρέπει να είναι μεταξύ 1 και 20', extent: 'Η περιοχή χρειάζεται τέσσερις αριθμούς' },
  ru: { latitude: 'Широта должна быть от −90 до 90', longitude: 'Долгота должна быть от −180 до 180', zoom: 'Масштаб должен быть от 1 до 20', extent: 'Для области нужны четыре числа' },
  ar: { latitude: 'يجب أن يكون خط العرض بين ‎−90 و‎90', longitude: 'يجب أن يكون خط الطول بين ‎−180 و‎180', zoom: 'يجب أن يكون التكبير بين 1 و20', extent: 'تحتاج المنطقة إلى أربعة أرقام' },
} satisfies Record<LanguageCode, Record<string, string>>;

export function gisText(key: keyof (typeof TEXTS)['en'], language: LanguageCode): string {
  return TEXTS[language][key];
}
