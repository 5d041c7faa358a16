import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';

/** Record statuses by number (002 §4), as staff read them in each locale. */
const STATUS_NAMES: Record<Language, readonly string[]> = {
  en: ['Unknown', 'New', 'In Process', 'Posted', 'Cancelled', 'Ready For Export', 'Exported', 'Draft', 'Suspended'],
  el: ['Άγνωστη', 'Νέα', 'Σε εξέλιξη', 'Καταχωρημένη', 'Ακυρωμένη', 'Έτοιμη για εξαγωγή', 'Εξαγμένη', 'Πρόχειρη', 'Σε αναστολή'],
  ru: ['Неизвестно', 'Новая', 'В работе', 'Проведена', 'Отменена', 'Готова к выгрузке', 'Выгружена', 'Черновик', 'Приостановлена'],
  ar: ['غير معروف', 'جديد', 'قيد المعالجة', 'مُرحّل', 'ملغى', 'جاهز للتصدير', 'مُصدَّر', 'مسودة', 'معلّق'],
};

/** Texts of the work-queue calls (README "Work queues"), in the request language. */
const TEXTS = {
  en: {
    applicationNotFound: 'Application not found',
    transitionNotAllowed: 'The status cannot change from {from} to {to}',
    notQueueEmployee: 'This employee does not work in the queue of this application',
    assignmentMissing: 'Name an employee, or assign it to yourself',
  },
  el: {
    applicationNotFound: 'Η αίτηση δεν βρέθηκε',
    transitionNotAllowed: 'Η κατάσταση δεν μπορεί να αλλάξει από {from} σε {to}',
    notQueueEmployee: 'Αυτός ο υπάλληλος δεν εργάζεται στην ουρά αυτής της αίτησης',
    assignmentMissing: 'Ορίστε υπάλληλο ή αναθέστε την στον εαυτό σας',
  },
  ru: {
    applicationNotFound: 'Заявка не найдена',
    transitionNotAllowed: 'Статус нельзя изменить с «{from}» на «{to}»',
    notQueueEmployee: 'Этот сотрудник не работает с очередью этой заявки',
    assignmentMissing: 'Укажите сотрудника или назначьте заявку себе',
  },
  ar: {
    applicationNotFound: 'لم يتم العثور على الطلب',
    transitionNotAllowed: 'لا يمكن تغيير الحالة من {from} إلى {to}',
    notQueueEmployee: 'هذا الموظف لا يعمل في قائمة هذا الطلب',
    assignmentMissing: 'حدد موظفًا أو أسند الطلب إلى نفسك',
  },
} satisfies Record<Language, Record<string, string>>;

export type WorkQueueTextKey = keyof (typeof TEXTS)['en'];

export function workQueueText(request: FastifyRequest, key: WorkQueueTextKey, values: Record<string, string> = {}): string {
  return TEXTS[requestLanguage(request)][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

export function statusName(request: FastifyRequest, status: number): string {
  return STATUS_NAMES[requestLanguage(request)][status] ?? String(status);
}
