import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';

/** Texts of the GIS calls (README "Web map and GIS administration"), in the request language. */
const TEXTS = {
  en: {
    notFoundOnMap: 'Not found on map',
    required: 'Mandatory Field',
    invalidUrl: 'Enter a web address starting with http:// or https://',
    tooLong: 'At most {max} characters',
    invalidName: 'Use letters, digits, underscores, hyphens and dots only',
    mapNotFound: 'Map not found',
    mapNameTaken: 'A map with this name already exists',
    invalidColour: 'Enter a colour as #RRGGBB',
    layersIncomplete: 'Name every layer of the map once',
    invalidBbox: 'The area must have its minimum before its maximum',
  },
  el: {
    notFoundOnMap: 'Δεν βρέθηκε στον χάρτη',
    required: 'Υποχρεωτικό πεδίο',
    invalidUrl: 'Εισαγάγετε διεύθυνση που αρχίζει με http:// ή https://',
    tooLong: 'Το πολύ {max} χαρακτήρες',
    invalidName: 'Χρησιμοποιήστε μόνο γράμματα, ψηφία, κάτω παύλες, παύλες και τελείες',
    mapNotFound: 'Ο χάρτης δεν βρέθηκε',
    mapNameTaken: 'Υπάρχει ήδη χάρτης με αυτό το όνομα',
    invalidColour: 'Εισαγάγετε χρώμα στη μορφή #RRGGBB',
    layersIncomplete: 'Ορίστε κάθε επίπεδο του χάρτη μία φορά',
    invalidBbox: 'Η περιοχή πρέπει να έχει το ελάχιστο πριν από το μέγιστο',
  },
  ru: {
    notFoundOnMap: 'Не найдено на карте',
    required: 'Обязательное поле',
    invalidUrl: 'Введите адрес, начинающийся с http:// или https://',
    tooLong: 'Не более {max} символов',
    invalidName: 'Используйте только буквы, цифры, подчёркивания, дефисы и точки',
    mapNotFound: 'Карта не найдена',
    mapNameTaken: 'Карта с таким названием уже существует',
    invalidColour: 'Введите цвет в виде #RRGGBB',
    layersIncomplete: 'Укажите каждый слой карты один раз',
    invalidBbox: 'Минимум области должен быть меньше максимума',
  },
  ar: {
    notFoundOnMap: 'غير موجود على الخريطة',
    required: 'حقل إلزامي',
    invalidUrl: 'أدخل عنوانًا يبدأ بـ http:// أو https://',
    tooLong: '{max} حرفًا على الأكثر',
    invalidName: 'استخدم الحروف والأرقام والشرطات السفلية والشرطات والنقاط فقط',
    mapNotFound: 'لم يتم العثور على الخريطة',
    mapNameTaken: 'توجد خريطة بهذا الاسم بالفعل',
    invalidColour: 'أدخل اللون بالصيغة ‎#RRGGBB',
    layersIncomplete: 'حدد كل طبقة من طبقات الخريطة مرة واحدة',
    invalidBbox: 'يجب أن يكون الحد الأدنى للمنطقة قبل الحد الأقصى',
  },
} satisfies Record<Language, Record<string, string>>;

export type GisTextKey = keyof (typeof TEXTS)['en'];

export function gisText(language: Language, key: GisTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function gisRequestText(request: FastifyRequest, key: GisTextKey, values?: Record<string, string | number>): string {
  return gisText(requestLanguage(request), key, values);
}
