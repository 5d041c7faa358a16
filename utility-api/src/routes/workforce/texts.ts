import type { Language } from '../../domain/constants.ts';

const EN = {
  requisitionNotFound: 'Store requisition not found',
  notEditable: 'Only a draft requisition can be changed',
  transitionNotAllowed: 'A requisition that is {status} cannot be {action}',
  insufficientStock: 'Not enough {name} ({code}) on hand: {quantityOnHand} {unit}, {quantity} {unit} asked for',
  noLines: 'Add at least one material before submitting',
  warehouseInvalid: 'Choose a stores warehouse',
  meterWarehouseInvalid: 'Choose a meter warehouse',
  stockItemUnknown: 'A material of the requisition is not in the catalogue',
  scheduleOverlap: '{employee} already has an entry from {from} to {to} that day',
  scheduleTimes: 'The end time must be after the start time',
  scheduleNotFound: 'Schedule entry not found',
  employeeUnknown: 'Employee not found',
};
export type WorkforceTextKey = keyof typeof EN;

/** Texts of the requisition, schedule and preference calls (README Conventions: `text` in the request language). */
const TEXTS: Record<Language, Record<WorkforceTextKey, string>> = {
  en: EN,
  el: {
    requisitionNotFound: 'Η αίτηση αποθήκης δεν βρέθηκε',
    notEditable: 'Μόνο πρόχειρη αίτηση μπορεί να αλλάξει',
    transitionNotAllowed: 'Αίτηση σε κατάσταση {status} δεν μπορεί να γίνει {action}',
    insufficientStock: 'Δεν υπάρχει αρκετό {name} ({code}) στην αποθήκη: {quantityOnHand} {unit}, ζητήθηκαν {quantity} {unit}',
    noLines: 'Προσθέστε τουλάχιστον ένα υλικό πριν την υποβολή',
    warehouseInvalid: 'Επιλέξτε αποθήκη υλικών',
    meterWarehouseInvalid: 'Επιλέξτε αποθήκη μετρητών',
    stockItemUnknown: 'Ένα υλικό της αίτησης δεν υπάρχει στον κατάλογο',
    scheduleOverlap: 'Ο/Η {employee} έχει ήδη καταχώριση από {from} έως {to} εκείνη την ημέρα',
    scheduleTimes: 'Η ώρα λήξης πρέπει να είναι μετά την ώρα έναρξης',
    scheduleNotFound: 'Η καταχώριση προγράμματος δεν βρέθηκε',
    employeeUnknown: 'Ο υπάλληλος δεν βρέθηκε',
  },
  ru: {
    requisitionNotFound: 'Заявка на склад не найдена',
    notEditable: 'Изменить можно только черновик заявки',
    transitionNotAllowed: 'Заявку в статусе {status} нельзя {action}',
    insufficientStock: 'Недостаточно {name} ({code}) на складе: {quantityOnHand} {unit}, запрошено {quantity} {unit}',
    noLines: 'Перед отправкой добавьте хотя бы один материал',
    warehouseInvalid: 'Выберите склад материалов',
    meterWarehouseInvalid: 'Выберите склад счётчиков',
    stockItemUnknown: 'Материала из заявки нет в каталоге',
    scheduleOverlap: 'У сотрудника {employee} в этот день уже есть запись с {from} до {to}',
    scheduleTimes: 'Время окончания должно быть позже времени начала',
    scheduleNotFound: 'Запись графика не найдена',
    employeeUnknown: 'Сотрудник не найден',
  },
  ar: {
    requisitionNotFound: 'طلب المخزن غير موجود',
    notEditable: 'لا يمكن تعديل إلا الطلب المسودة',
    transitionNotAllowed: 'لا يمكن تنفيذ {action} على طلب حالته {status}',
    insufficientStock: 'لا يتوفر ما يكفي من {name} ({code}) في المخزن: {quantityOnHand} {unit}، والمطلوب {quantity} {unit}',
    noLines: 'أضف مادة واحدة على الأقل قبل الإرسال',
    warehouseInvalid: 'اختر مخزن مواد',
    meterWarehouseInvalid: 'اختر مخزن عدادات',
    stockItemUnknown: 'إحدى مواد الطلب غير موجودة في الكتالوج',
    scheduleOverlap: 'لدى {employee} بالفعل قيد من {from} إلى {to} في ذلك اليوم',
    scheduleTimes: 'يجب أن يكون وقت الانتهاء بعد وقت البدء',
    scheduleNotFound: 'قيد الجدول غير موجود',
    employeeUnknown: 'الموظف غير موجود',
  },
};

/** Latin values (numbers, units, codes, names) keep their order inside right-to-left sentences: Unicode isolates in Arabic. */
const isolate = (text: string, language: Language) => (language === 'ar' ? `\u2068${text}\u2069` : text);

export function workforceText(language: Language, key: WorkforceTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => isolate(String(values[name] ?? ''), language));
}
