import type { FastifyRequest } from 'fastify';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';

/** Texts of the debt-management calls (README "Debt management"), in the request language. */
const TEXTS = {
  en: {
    caseNotFound: 'Debt case not found',
    caseClosed: 'This debt case is closed and can no longer be changed',
    agreementNotActive: 'Only the active agreement of this case can be edited',
    ibanFormat: 'The IBAN must start with a country code and two check digits, followed by letters and digits',
    ibanCountry: 'The IBAN country code is not known',
    ibanLength: 'The IBAN has the wrong length for its country',
    ibanChecksum: 'The IBAN is not valid: its check digits do not match',
    bankRequired: 'Choose the bank of the direct debit',
    bankCountry: 'The IBAN is not from the country of the bank chosen',
    phoneInvalid: 'The payment phone number must have 10 to 15 digits',
    startDatePast: 'The first instalment cannot be before today',
    amountNotPositive: 'The amount must be more than zero',
    amountDecimals: 'The amount can have at most two decimals',
    amountAboveBalance: 'The amount cannot be more than the balance ({balance})',
    totalBelowBalance: 'The instalments together ({total}) must cover the balance ({balance})',
  },
  el: {
    caseNotFound: 'Η υπόθεση οφειλής δεν βρέθηκε',
    caseClosed: 'Αυτή η υπόθεση οφειλής έχει κλείσει και δεν μπορεί πλέον να αλλάξει',
    agreementNotActive: 'Μόνο η ενεργή συμφωνία αυτής της υπόθεσης μπορεί να αλλάξει',
    ibanFormat: 'Το IBAN πρέπει να αρχίζει με κωδικό χώρας και δύο ψηφία ελέγχου, ακολουθούμενα από γράμματα και ψηφία',
    ibanCountry: 'Ο κωδικός χώρας του IBAN δεν είναι γνωστός',
    ibanLength: 'Το IBAN δεν έχει το σωστό μήκος για τη χώρα του',
    ibanChecksum: 'Το IBAN δεν είναι έγκυρο: τα ψηφία ελέγχου δεν ταιριάζουν',
    bankRequired: 'Επιλέξτε την τράπεζα της πάγιας εντολής',
    bankCountry: 'Το IBAN δεν είναι από τη χώρα της τράπεζας που επιλέξατε',
    phoneInvalid: 'Το τηλέφωνο πληρωμής πρέπει να έχει 10 έως 15 ψηφία',
    startDatePast: 'Η πρώτη δόση δεν μπορεί να είναι πριν από σήμερα',
    amountNotPositive: 'Το ποσό πρέπει να είναι μεγαλύτερο από μηδέν',
    amountDecimals: 'Το ποσό μπορεί να έχει έως δύο δεκαδικά',
    amountAboveBalance: 'Το ποσό δεν μπορεί να υπερβαίνει το υπόλοιπο ({balance})',
    totalBelowBalance: 'Οι δόσεις μαζί ({total}) πρέπει να καλύπτουν το υπόλοιπο ({balance})',
  },
  ru: {
    caseNotFound: 'Дело о задолженности не найдено',
    caseClosed: 'Это дело о задолженности закрыто и больше не может изменяться',
    agreementNotActive: 'Изменять можно только действующее соглашение этого дела',
    ibanFormat: 'IBAN должен начинаться с кода страны и двух контрольных цифр, за которыми следуют буквы и цифры',
    ibanCountry: 'Код страны IBAN неизвестен',
    ibanLength: 'Длина IBAN не соответствует его стране',
    ibanChecksum: 'IBAN недействителен: контрольные цифры не совпадают',
    bankRequired: 'Выберите банк для прямого дебетования',
    bankCountry: 'IBAN не относится к стране выбранного банка',
    phoneInvalid: 'Телефон для платежей должен содержать от 10 до 15 цифр',
    startDatePast: 'Первый взнос не может быть раньше сегодняшнего дня',
    amountNotPositive: 'Сумма должна быть больше нуля',
    amountDecimals: 'Сумма может иметь не более двух знаков после запятой',
    amountAboveBalance: 'Сумма не может превышать остаток ({balance})',
    totalBelowBalance: 'Взносы вместе ({total}) должны покрывать остаток ({balance})',
  },
  ar: {
    caseNotFound: 'لم يتم العثور على قضية الدين',
    caseClosed: 'قضية الدين هذه مغلقة ولا يمكن تغييرها',
    agreementNotActive: 'لا يمكن تعديل إلا الاتفاقية السارية لهذه القضية',
    ibanFormat: 'يجب أن يبدأ رقم IBAN برمز الدولة ورقمي تحقق تليهما حروف وأرقام',
    ibanCountry: 'رمز الدولة في رقم IBAN غير معروف',
    ibanLength: 'طول رقم IBAN غير صحيح لدولته',
    ibanChecksum: 'رقم IBAN غير صالح: رقما التحقق غير متطابقين',
    bankRequired: 'اختر بنك الخصم المباشر',
    bankCountry: 'رقم IBAN ليس من دولة البنك المختار',
    phoneInvalid: 'يجب أن يتكون هاتف الدفع من 10 إلى 15 رقمًا',
    startDatePast: 'لا يمكن أن يكون القسط الأول قبل اليوم',
    amountNotPositive: 'يجب أن يكون المبلغ أكبر من صفر',
    amountDecimals: 'يمكن أن يحتوي المبلغ على منزلتين عشريتين كحد أقصى',
    amountAboveBalance: 'لا يمكن أن يتجاوز المبلغ الرصيد ({balance})',
    totalBelowBalance: 'يجب أن تغطي الأقساط مجتمعة ({total}) الرصيد ({balance})',
  },
} satisfies Record<Language, Record<string, string>>;

export type DebtManagementTextKey = keyof (typeof TEXTS)['en'];

export function debtManagementText(request: FastifyRequest, key: DebtManagementTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[requestLanguage(request)][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
