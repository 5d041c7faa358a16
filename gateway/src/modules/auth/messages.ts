import type { LanguageCode } from '../../request/language.ts';

/**
 * Texts of the checks the sign-in and account-lifecycle mutations make before calling the upstream
 * (`000 §5`, `001 §5`); refusals of the upstream keep its own localized text (`000 §8`).
 * `{seconds}` is replaced by a number.
 */
const MESSAGES = {
  required: {
    en: 'This field is mandatory.',
    el: 'Το πεδίο είναι υποχρεωτικό.',
    ru: 'Это поле обязательно.',
    ar: 'هذا الحقل إلزامي.',
  },
  passwordsDoNotMatch: {
    en: 'The passwords do not match.',
    el: 'Οι κωδικοί πρόσβασης δεν ταιριάζουν.',
    ru: 'Пароли не совпадают.',
    ar: 'كلمتا المرور غير متطابقتين.',
  },
  captchaFailed: {
    en: 'Please confirm that you are not a robot.',
    el: 'Επιβεβαιώστε ότι δεν είστε ρομπότ.',
    ru: 'Подтвердите, что вы не робот.',
    ar: 'يرجى التأكيد على أنك لست روبوتًا.',
  },
  rateLimited: {
    en: 'Too many attempts. Try again in {seconds} seconds.',
    el: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε {seconds} δευτερόλεπτα.',
    ru: 'Слишком много попыток. Повторите через {seconds} с.',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
  },
  sameEmail: {
    en: 'The new email is the same as the current one.',
    el: 'Το νέο email είναι ίδιο με το τρέχον.',
    ru: 'Новый адрес совпадает с текущим.',
    ar: 'البريد الإلكتروني الجديد هو نفسه الحالي.',
  },
  samePhone: {
    en: 'The new mobile number is the same as the current one.',
    el: 'Ο νέος αριθμός κινητού είναι ίδιος με τον τρέχοντα.',
    ru: 'Новый номер совпадает с текущим.',
    ar: 'رقم الهاتف المحمول الجديد هو نفسه الحالي.',
  },
  wrongEmail: {
    en: 'Wrong email entered.',
    el: 'Λάθος email.',
    ru: 'Введён неверный адрес электронной почты.',
    ar: 'البريد الإلكتروني المدخل غير صحيح.',
  },
  wrongPhone: {
    en: 'Wrong phone number entered.',
    el: 'Λάθος αριθμός τηλεφώνου.',
    ru: 'Введён неверный номер телефона.',
    ar: 'رقم الهاتف المدخل غير صحيح.',
  },
} satisfies Record<string, Record<LanguageCode, string>>;

export type AuthMessageKey = keyof typeof MESSAGES;

export function authMessage(key: AuthMessageKey, language: LanguageCode, seconds = 0): string {
  return MESSAGES[key][language].replace('{seconds}', String(seconds));
}
