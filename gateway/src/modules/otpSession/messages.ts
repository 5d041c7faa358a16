import type { LanguageCode } from '../../request/language.ts';

/** Texts of the OTP-session mutations (`001 §8`: EmailError, PhoneNumberError, NoCyMobileNum, OtpValidationFailed, sessionExpired; a locked code, a session already used, a key too long). */
const MESSAGES = {
  emailError: {
    en: 'Please enter a valid email address.',
    el: 'Εισαγάγετε μια έγκυρη διεύθυνση email.',
    ru: 'Введите действительный адрес электронной почты.',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  },
  phoneNumberError: {
    en: 'Please enter a valid phone number with its dial code.',
    el: 'Εισαγάγετε έναν έγκυρο αριθμό τηλεφώνου με τον κωδικό χώρας.',
    ru: 'Введите действительный номер телефона с кодом страны.',
    ar: 'يرجى إدخال رقم هاتف صالح مع رمز الاتصال.',
  },
  noCyMobile: {
    en: 'This is not a Cyprus mobile number (it must begin with 9): codes are sent by SMS.',
    el: 'Δεν είναι αριθμός κινητού Κύπρου (πρέπει να αρχίζει από 9): οι κωδικοί αποστέλλονται με SMS.',
    ru: 'Это не номер мобильного телефона Кипра (он должен начинаться с 9): коды отправляются по SMS.',
    ar: 'هذا ليس رقم هاتف محمول قبرصي (يجب أن يبدأ بالرقم 9): تُرسل الرموز عبر الرسائل القصيرة.',
  },
  contactRequired: {
    en: 'Please enter an email address or a mobile number.',
    el: 'Εισαγάγετε μια διεύθυνση email ή έναν αριθμό κινητού.',
    ru: 'Введите адрес электронной почты или номер мобильного телефона.',
    ar: 'يرجى إدخال عنوان بريد إلكتروني أو رقم هاتف محمول.',
  },
  otpValidationFailed: {
    en: 'OTP validation failed. Check the code and try again.',
    el: 'Η επαλήθευση του κωδικού OTP απέτυχε. Ελέγξτε τον κωδικό και δοκιμάστε ξανά.',
    ru: 'Проверка одноразового кода не удалась. Проверьте код и повторите попытку.',
    ar: 'فشل التحقق من الرمز لمرة واحدة. تحقق من الرمز وحاول مرة أخرى.',
  },
  otpLocked: {
    en: 'Too many wrong attempts with this code. Please ask for a new code.',
    el: 'Πάρα πολλές λανθασμένες προσπάθειες με αυτόν τον κωδικό. Ζητήστε νέο κωδικό.',
    ru: 'Слишком много неверных попыток с этим кодом. Запросите новый код.',
    ar: 'محاولات خاطئة كثيرة جدًا بهذا الرمز. يرجى طلب رمز جديد.',
  },
  sessionUsed: {
    en: 'This verification was already used to send your request. Verify your contact details again to send another.',
    el: 'Αυτή η επαλήθευση χρησιμοποιήθηκε ήδη για την αποστολή του αιτήματός σας. Επαληθεύστε ξανά τα στοιχεία επικοινωνίας σας για να στείλετε άλλο.',
    ru: 'Это подтверждение уже использовано для отправки вашего запроса. Подтвердите контактные данные ещё раз, чтобы отправить другой.',
    ar: 'تم استخدام هذا التحقق بالفعل لإرسال طلبك. تحقق من بيانات الاتصال مرة أخرى لإرسال طلب آخر.',
  },
  idempotencyKeyTooLong: {
    en: 'The idempotency key may have at most 100 characters.',
    el: 'Το κλειδί μοναδικότητας μπορεί να έχει έως 100 χαρακτήρες.',
    ru: 'Ключ идемпотентности может содержать не более 100 символов.',
    ar: 'يمكن أن يحتوي مفتاح عدم التكرار على 100 حرف كحد أقصى.',
  },
  sessionExpired: {
    en: 'Your session has expired. Please start again.',
    el: 'Η συνεδρία σας έληξε. Ξεκινήστε από την αρχή.',
    ru: 'Срок действия сеанса истёк. Начните заново.',
    ar: 'انتهت صلاحية جلستك. يرجى البدء من جديد.',
  },
} as const;

export type OtpSessionMessageKey = keyof typeof MESSAGES;

export function otpSessionMessage(key: OtpSessionMessageKey, language: LanguageCode): string {
  return MESSAGES[key][language as keyof (typeof MESSAGES)[OtpSessionMessageKey]] ?? MESSAGES[key].en;
}
