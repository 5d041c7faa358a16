import type { LanguageCode } from '../../request/language.ts';

/** Texts of the gateway's own checks of payment input, in the request language. */
const MESSAGES: Record<LanguageCode, Record<'required' | 'amount' | 'returnPath' | 'account' | 'signIn' | 'key', string>> = {
  en: {
    required: 'This field is required',
    amount: 'Enter an amount above zero with at most two decimals',
    returnPath: 'The return path must be a path of this portal',
    account: 'Give either an account id or an account number',
    signIn: 'Sign in to pay for one of your accounts by its id',
    key: 'The idempotency key must have 8 to 100 characters',
  },
  el: {
    required: 'Το πεδίο είναι υποχρεωτικό',
    amount: 'Εισαγάγετε ποσό μεγαλύτερο από μηδέν με έως δύο δεκαδικά',
    returnPath: 'Η διαδρομή επιστροφής πρέπει να είναι διαδρομή αυτής της πύλης',
    account: 'Δώστε είτε αναγνωριστικό είτε αριθμό λογαριασμού',
    signIn: 'Συνδεθείτε για να πληρώσετε έναν από τους λογαριασμούς σας με το αναγνωριστικό του',
    key: 'Το κλειδί μοναδικότητας πρέπει να έχει 8 έως 100 χαρακτήρες',
  },
  ru: {
    required: 'Это поле обязательно',
    amount: 'Введите сумму больше нуля, не более двух знаков после запятой',
    returnPath: 'Путь возврата должен быть путём этого портала',
    account: 'Укажите либо идентификатор, либо номер лицевого счёта',
    signIn: 'Войдите, чтобы оплатить свой лицевой счёт по его идентификатору',
    key: 'Ключ идемпотентности должен содержать от 8 до 100 символов',
  },
  ar: {
    required: 'هذا الحقل مطلوب',
    amount: 'أدخل مبلغًا أكبر من صفر بما لا يزيد عن منزلتين عشريتين',
    returnPath: 'يجب أن يكون مسار العودة مسارًا في هذه البوابة',
    account: 'أدخل إما معرّف الحساب أو رقم الحساب',
    signIn: 'سجّل الدخول لدفع أحد حساباتك بواسطة معرّفه',
    key: 'يجب أن يتكون مفتاح عدم التكرار من 8 إلى 100 حرف',
  },
};

export function paymentText(language: LanguageCode, key: keyof (typeof MESSAGES)['en']): string {
  return MESSAGES[language][key];
}
