import type { LanguageCode } from '../../request/language.ts';

/** Messages of the applications, messages and attachments user errors (`002 §5`, `§8`). */
const TEXTS = {
  en: {
    noMessage: 'No Message Found',
    tooManyFiles: 'Maximum number of attachments reached (3)',
    messageFileTooBig: 'Attachment too big (max 3 MB)',
    applicationFileTooBig: 'Attachment too big (max 4 MB)',
    fileTypeNotAllowed: 'This type of file is not allowed: {name}',
    notEditable: 'Only your own messages that have not been read yet can be changed',
    cannotAddMessage: 'Cannot add message',
    cannotAddAttachments: 'Cannot add attachments',
    notFound: 'Not found',
  },
  el: {
    noMessage: 'Δεν βρέθηκε μήνυμα',
    tooManyFiles: 'Συμπληρώθηκε ο μέγιστος αριθμός συνημμένων (3)',
    messageFileTooBig: 'Το συνημμένο είναι πολύ μεγάλο (έως 3 MB)',
    applicationFileTooBig: 'Το συνημμένο είναι πολύ μεγάλο (έως 4 MB)',
    fileTypeNotAllowed: 'Αυτός ο τύπος αρχείου δεν επιτρέπεται: {name}',
    notEditable: 'Μπορείτε να αλλάξετε μόνο δικά σας μηνύματα που δεν έχουν διαβαστεί ακόμη',
    cannotAddMessage: 'Δεν είναι δυνατή η προσθήκη μηνύματος',
    cannotAddAttachments: 'Δεν είναι δυνατή η προσθήκη συνημμένων',
    notFound: 'Δεν βρέθηκε',
  },
  ru: {
    noMessage: 'Сообщение не найдено',
    tooManyFiles: 'Достигнуто максимальное число вложений (3)',
    messageFileTooBig: 'Вложение слишком большое (не более 3 МБ)',
    applicationFileTooBig: 'Вложение слишком большое (не более 4 МБ)',
    fileTypeNotAllowed: 'Этот тип файла не разрешён: {name}',
    notEditable: 'Изменять можно только свои ещё не прочитанные сообщения',
    cannotAddMessage: 'Не удалось добавить сообщение',
    cannotAddAttachments: 'Не удалось добавить вложения',
    notFound: 'Не найдено',
  },
  ar: {
    noMessage: 'لم يتم العثور على رسالة',
    tooManyFiles: 'تم بلوغ الحد الأقصى لعدد المرفقات (3)',
    messageFileTooBig: 'المرفق كبير جدًا (الحد الأقصى 3 ميغابايت)',
    applicationFileTooBig: 'المرفق كبير جدًا (الحد الأقصى 4 ميغابايت)',
    fileTypeNotAllowed: 'نوع الملف هذا غير مسموح به: {name}',
    notEditable: 'يمكن تغيير رسائلك التي لم تُقرأ بعد فقط',
    cannotAddMessage: 'تعذرت إضافة الرسالة',
    cannotAddAttachments: 'تعذرت إضافة المرفقات',
    notFound: 'غير موجود',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

export type AttachmentTextKey = keyof (typeof TEXTS)['en'];

export function attachmentText(key: AttachmentTextKey, language: LanguageCode, values: Record<string, string> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
