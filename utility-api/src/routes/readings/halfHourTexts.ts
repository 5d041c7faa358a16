import type { Language } from '../../domain/constants.ts';

/** Column headers and the 5 instruction steps of the half-hour template (`002 §1`), per language. */
export interface HalfHourTemplateTexts {
  dataSheet: string;
  instructionsSheet: string;
  headers: readonly [string, string, string, string];
  steps: readonly [string, string, string, string, string];
  meters: string;
}

export const HALF_HOUR_TEMPLATE_TEXTS: Record<Language, HalfHourTemplateTexts> = {
  en: {
    dataSheet: 'Consumption',
    instructionsSheet: 'Instructions',
    headers: ['Meter reference', 'Date (DD/MM/YYYY)', 'Half-hour period (1-48)', 'Estimated consumption'],
    steps: [
      '1. Download this template from the portal; do not rename or reorder its columns.',
      '2. On the Consumption sheet, write one row per meter and half hour: the meter reference as printed on your bill.',
      '3. Write the date as DD/MM/YYYY; it must not be in the future.',
      '4. Write the half-hour period from 1 (00:00-00:30) to 48 (23:30-24:00) and the estimated consumption in the meter\'s unit.',
      '5. Save the file as .xlsx (at most 4 MB) and upload it: rows with problems are listed, all other rows are imported.',
    ],
    meters: 'Meters of the account',
  },
  el: {
    dataSheet: 'Κατανάλωση',
    instructionsSheet: 'Οδηγίες',
    headers: ['Αριθμός μετρητή', 'Ημερομηνία (ΗΗ/ΜΜ/ΕΕΕΕ)', 'Ημιωριαία περίοδος (1-48)', 'Εκτιμώμενη κατανάλωση'],
    steps: [
      '1. Κατεβάστε αυτό το πρότυπο από την πύλη· μην μετονομάσετε ή αλλάξετε τη σειρά των στηλών.',
      '2. Στο φύλλο Κατανάλωση γράψτε μία γραμμή ανά μετρητή και μισή ώρα: τον αριθμό μετρητή όπως στον λογαριασμό σας.',
      '3. Γράψτε την ημερομηνία ως ΗΗ/ΜΜ/ΕΕΕΕ· δεν μπορεί να είναι μελλοντική.',
      '4. Γράψτε την περίοδο από 1 (00:00-00:30) έως 48 (23:30-24:00) και την εκτιμώμενη κατανάλωση στη μονάδα του μετρητή.',
      '5. Αποθηκεύστε ως .xlsx (έως 4 MB) και ανεβάστε το: οι γραμμές με προβλήματα αναφέρονται, οι υπόλοιπες εισάγονται.',
    ],
    meters: 'Μετρητές του λογαριασμού',
  },
  ru: {
    dataSheet: 'Потребление',
    instructionsSheet: 'Инструкция',
    headers: ['Номер счётчика', 'Дата (ДД/ММ/ГГГГ)', 'Получасовой период (1-48)', 'Расчётное потребление'],
    steps: [
      '1. Скачайте этот шаблон на портале; не переименовывайте и не переставляйте столбцы.',
      '2. На листе «Потребление» укажите по строке на счётчик и полчаса: номер счётчика, как в счёте.',
      '3. Укажите дату в формате ДД/ММ/ГГГГ; она не может быть в будущем.',
      '4. Укажите период от 1 (00:00-00:30) до 48 (23:30-24:00) и расчётное потребление в единицах счётчика.',
      '5. Сохраните файл как .xlsx (не более 4 МБ) и загрузите: строки с ошибками будут перечислены, остальные импортированы.',
    ],
    meters: 'Счётчики лицевого счёта',
  },
  ar: {
    dataSheet: 'الاستهلاك',
    instructionsSheet: 'التعليمات',
    headers: ['رقم العداد', 'التاريخ (DD/MM/YYYY)', 'فترة نصف الساعة (1-48)', 'الاستهلاك التقديري'],
    steps: [
      '1. نزّل هذا القالب من البوابة؛ لا تغيّر أسماء الأعمدة أو ترتيبها.',
      '2. في ورقة الاستهلاك اكتب سطرًا لكل عداد ونصف ساعة: رقم العداد كما في فاتورتك.',
      '3. اكتب التاريخ بالشكل DD/MM/YYYY؛ ولا يجوز أن يكون في المستقبل.',
      '4. اكتب الفترة من 1 (00:00-00:30) إلى 48 (23:30-24:00) والاستهلاك التقديري بوحدة العداد.',
      '5. احفظ الملف بصيغة ‎.xlsx‎ (4 ميغابايت كحد أقصى) وارفعه: تُذكر الأسطر التي فيها مشاكل وتُستورد باقي الأسطر.',
    ],
    meters: 'عدادات الحساب',
  },
};
