import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';

/** Texts of the maintenance calls (README "Maintenance"), in the request language. */
const TEXTS = {
  en: {
    notFound: 'Job card not found',
    investigationNotFound: 'Investigation not found',
    problemLogNotFound: 'Problem log not found',
    originNotFound: 'The record the job card comes from was not found',
    closed: 'This record is closed and can no longer be changed',
    activityRequired: 'The Problem Found outcome needs a maintenance activity',
    employeeRequired: 'Choose the workflow employee: this step needs one',
    sameEmployee: 'Choose a different employee than the current one',
    insufficientStock: 'Not enough in stock: {onHand} on hand',
    endBeforeStart: 'The end cannot be before the start',
    stepNotAllowed: 'The job card cannot move to this step from where it is',
    elementNotFound: 'Job card element not found',
    employeeNotAllowed: 'This employee does not work on maintenance',
    lookupNotFound: 'Unknown value of a list',
    stockItemNotFound: 'This material is not stocked in the warehouse',
  },
  el: {
    notFound: 'Η κάρτα εργασίας δεν βρέθηκε',
    investigationNotFound: 'Η διερεύνηση δεν βρέθηκε',
    problemLogNotFound: 'Η καταγραφή προβλήματος δεν βρέθηκε',
    originNotFound: 'Η εγγραφή από την οποία προέρχεται η κάρτα εργασίας δεν βρέθηκε',
    closed: 'Η εγγραφή έχει κλείσει και δεν μπορεί πλέον να αλλάξει',
    activityRequired: 'Το αποτέλεσμα «Βρέθηκε πρόβλημα» απαιτεί εργασία συντήρησης',
    employeeRequired: 'Επιλέξτε υπάλληλο ροής εργασιών: αυτό το βήμα τον απαιτεί',
    sameEmployee: 'Επιλέξτε διαφορετικό υπάλληλο από τον τρέχοντα',
    insufficientStock: 'Ανεπαρκές απόθεμα: διαθέσιμα {onHand}',
    endBeforeStart: 'Η λήξη δεν μπορεί να είναι πριν από την έναρξη',
    stepNotAllowed: 'Η κάρτα εργασίας δεν μπορεί να μεταβεί σε αυτό το βήμα από το τρέχον',
    elementNotFound: 'Το στοιχείο της κάρτας εργασίας δεν βρέθηκε',
    employeeNotAllowed: 'Αυτός ο υπάλληλος δεν εργάζεται στη συντήρηση',
    lookupNotFound: 'Άγνωστη τιμή λίστας',
    stockItemNotFound: 'Αυτό το υλικό δεν υπάρχει στην αποθήκη',
  },
  ru: {
    notFound: 'Наряд не найден',
    investigationNotFound: 'Обследование не найдено',
    problemLogNotFound: 'Запись о проблеме не найдена',
    originNotFound: 'Запись, из которой создаётся наряд, не найдена',
    closed: 'Запись закрыта и больше не может изменяться',
    activityRequired: 'Для результата «Обнаружена проблема» нужен вид работ',
    employeeRequired: 'Выберите ответственного сотрудника: этот шаг требует его',
    sameEmployee: 'Выберите другого сотрудника, не текущего',
    insufficientStock: 'Недостаточно на складе: в наличии {onHand}',
    endBeforeStart: 'Окончание не может быть раньше начала',
    stepNotAllowed: 'Наряд не может перейти на этот шаг из текущего',
    elementNotFound: 'Элемент наряда не найден',
    employeeNotAllowed: 'Этот сотрудник не работает в обслуживании',
    lookupNotFound: 'Неизвестное значение списка',
    stockItemNotFound: 'Этого материала нет на складе',
  },
  ar: {
    notFound: 'لم يتم العثور على بطاقة العمل',
    investigationNotFound: 'لم يتم العثور على التحقيق',
    problemLogNotFound: 'لم يتم العثور على سجل المشكلة',
    originNotFound: 'لم يتم العثور على السجل الذي تنشأ منه بطاقة العمل',
    closed: 'هذا السجل مغلق ولا يمكن تغييره',
    activityRequired: 'نتيجة «تم العثور على مشكلة» تتطلب نشاط صيانة',
    employeeRequired: 'اختر موظف سير العمل: هذه الخطوة تتطلبه',
    sameEmployee: 'اختر موظفًا غير الموظف الحالي',
    insufficientStock: 'المخزون غير كافٍ: المتوفر {onHand}',
    endBeforeStart: 'لا يمكن أن تكون النهاية قبل البداية',
    stepNotAllowed: 'لا يمكن نقل بطاقة العمل إلى هذه الخطوة من خطوتها الحالية',
    elementNotFound: 'لم يتم العثور على عنصر بطاقة العمل',
    employeeNotAllowed: 'هذا الموظف لا يعمل في الصيانة',
    lookupNotFound: 'قيمة غير معروفة في القائمة',
    stockItemNotFound: 'هذه المادة غير متوفرة في المستودع',
  },
} satisfies Record<Language, Record<string, string>>;

export type MaintenanceTextKey = keyof (typeof TEXTS)['en'];

export function maintenanceText(request: FastifyRequest, key: MaintenanceTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[requestLanguage(request)][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
