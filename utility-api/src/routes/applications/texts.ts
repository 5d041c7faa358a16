import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';

/** Texts of the applications, messages and attachments calls (002 §5, §8), in the request language. */
const TEXTS = {
  en: {
    applicationNotFound: 'Application not found',
    messageNotFound: 'Message not found',
    attachmentNotFound: 'Attachment not found',
    noMessage: 'No Message Found',
    notEditable: 'Only your own messages that have not been read yet can be changed',
    tooManyAttachments: 'Maximum number of attachments reached (3)',
    attachmentTooBig: 'Attachment too big (max 3 MB)',
    applicationFileTooBig: 'Attachment too big (max 4 MB)',
    fileTypeNotAllowed: 'This type of file is not allowed',
    noFile: 'No file was sent',
  },
  el: {
    applicationNotFound: 'Η αίτηση δεν βρέθηκε',
    messageNotFound: 'Το μήνυμα δεν βρέθηκε',
    attachmentNotFound: 'Το συνημμένο δεν βρέθηκε',
    noMessage: 'Δεν βρέθηκε μήνυμα',
    notEditable: 'Μπορείτε να αλλάξετε μόνο δικά σας μηνύματα που δεν έχουν διαβαστεί ακόμη',
    tooManyAttachments: 'Συμπληρώθηκε ο μέγιστος αριθμός συνημμένων (3)',
    attachmentTooBig: 'Το συνημμένο είναι πολύ μεγάλο (έως 3 MB)',
    applicationFileTooBig: 'Το συνημμένο είναι πολύ μεγάλο (έως 4 MB)',
    fileTypeNotAllowed: 'Αυτός ο τύπος αρχείου δεν επιτρέπεται',
    noFile: 'Δεν στάλθηκε αρχείο',
  },
  ru: {
    applicationNotFound: 'Заявка не найдена',
    messageNotFound: 'Сообщение не найдено',
    attachmentNotFound: 'Вложение не найдено',
    noMessage: 'Сообщение не найдено',
    notEditable: 'Изменять можно только свои ещё не прочитанные сообщения',
    tooManyAttachments: 'Достигнуто максимальное число вложений (3)',
    attachmentTooBig: 'Вложение слишком большое (не более 3 МБ)',
    applicationFileTooBig: 'Вложение слишком большое (не более 4 МБ)',
    fileTypeNotAllowed: 'Этот тип файла не разрешён',
    noFile: 'Файл не был отправлен',
  },
  ar: {
    applicationNotFound: 'لم يتم العثور على الطلب',
    messageNotFound: 'لم يتم العثور على الرسالة',
    attachmentNotFound: 'لم يتم العثور على المرفق',
    noMessage: 'لم يتم العثور على رسالة',
    notEditable: 'يمكن تغيير رسائلك التي لم تُقرأ بعد فقط',
    tooManyAttachments: 'تم بلوغ الحد الأقصى لعدد المرفقات (3)',
    attachmentTooBig: 'المرفق كبير جدًا (الحد الأقصى 3 ميغابايت)',
    applicationFileTooBig: 'المرفق كبير جدًا (الحد الأقصى 4 ميغابايت)',
    fileTypeNotAllowed: 'نوع الملف هذا غير مسموح به',
    noFile: 'لم يتم إرسال أي ملف',
  },
} satisfies Record<Language, Record<string, string>>;

export type ApplicationTextKey = keyof (typeof TEXTS)['en'];

export function applicationText(request: FastifyRequest, key: ApplicationTextKey): string {
  return TEXTS[requestLanguage(request)][key];
}
