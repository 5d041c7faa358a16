import { FALLBACK_LANGUAGE, ORGANISATION_TIME_ZONE, type Language } from '../domain/constants.ts';
import { ACCOUNT_MESSAGES, type AccountMessageKey } from './accountMessages.ts';

/** Texts the API itself answers in `text` (000 §8, utility-api/README.md error numbers). */
const MESSAGES = {
  en: {
    wrongCredentials: 'Wrong email, mobile number or password',
    notActivated: 'Your account is not activated yet. Please use the activation link or code we sent you.',
    loginDisabledUntil: 'Login is Disabled Until {date}',
    otpRequired: 'A valid one-time code is required to sign in',
    notAuthenticated: 'Your session has expired. Please sign in again.',
    accessDenied: 'Access denied',
    accountNotFound: 'Account not found',
    fileNotFound: 'The requested file does not exist',
    unsupportedLanguage: 'This language is not offered',
    invalidRequest: 'Invalid request',
    notFound: 'Requested page not found',
    internalError: 'Sorry, something went wrong. If the problem persists please contact Support.',
  },
  el: {
    wrongCredentials: 'Λάθος email, αριθμός κινητού ή κωδικός πρόσβασης',
    notActivated: 'Ο λογαριασμός σας δεν έχει ενεργοποιηθεί ακόμη. Χρησιμοποιήστε τον σύνδεσμο ή τον κωδικό ενεργοποίησης που σας στείλαμε.',
    loginDisabledUntil: 'Η σύνδεση είναι απενεργοποιημένη μέχρι {date}',
    otpRequired: 'Για τη σύνδεση απαιτείται έγκυρος κωδικός μίας χρήσης',
    notAuthenticated: 'Η συνεδρία σας έληξε. Παρακαλώ συνδεθείτε ξανά.',
    accessDenied: 'Δεν επιτρέπεται η πρόσβαση',
    accountNotFound: 'Ο λογαριασμός δεν βρέθηκε',
    fileNotFound: 'Το αρχείο που ζητήσατε δεν υπάρχει',
    unsupportedLanguage: 'Αυτή η γλώσσα δεν προσφέρεται',
    invalidRequest: 'Μη έγκυρο αίτημα',
    notFound: 'Η σελίδα που ζητήσατε δεν βρέθηκε',
    internalError: 'Λυπούμαστε, κάτι πήγε στραβά. Αν το πρόβλημα επιμένει, επικοινωνήστε με την Υποστήριξη.',
  },
  ru: {
    wrongCredentials: 'Неверный адрес электронной почты, номер мобильного телефона или пароль',
    notActivated: 'Ваша учётная запись ещё не активирована. Воспользуйтесь ссылкой или кодом активации, которые мы вам отправили.',
    loginDisabledUntil: 'Вход отключён до {date}',
    otpRequired: 'Для входа требуется действующий одноразовый код',
    notAuthenticated: 'Срок вашего сеанса истёк. Пожалуйста, войдите снова.',
    accessDenied: 'Доступ запрещён',
    accountNotFound: 'Счёт не найден',
    fileNotFound: 'Запрошенный файл не существует',
    unsupportedLanguage: 'Этот язык не поддерживается',
    invalidRequest: 'Неверный запрос',
    notFound: 'Запрошенная страница не найдена',
    internalError: 'Извините, что-то пошло не так. Если проблема сохраняется, обратитесь в службу поддержки.',
  },
  ar: {
    wrongCredentials: 'البريد الإلكتروني أو رقم الهاتف المحمول أو كلمة المرور غير صحيحة',
    notActivated: 'لم يتم تفعيل حسابك بعد. يرجى استخدام رابط التفعيل أو الرمز الذي أرسلناه إليك.',
    loginDisabledUntil: 'تسجيل الدخول معطّل حتى {date}',
    otpRequired: 'يلزم إدخال رمز صالح لمرة واحدة لتسجيل الدخول',
    notAuthenticated: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    accessDenied: 'تم رفض الوصول',
    accountNotFound: 'الحساب غير موجود',
    fileNotFound: 'الملف المطلوب غير موجود',
    unsupportedLanguage: 'هذه اللغة غير متاحة',
    invalidRequest: 'طلب غير صالح',
    notFound: 'الصفحة المطلوبة غير موجودة',
    internalError: 'عذرًا، حدث خطأ ما. إذا استمرت المشكلة يرجى الاتصال بالدعم.',
  },
} as const satisfies Record<Language, Record<string, string>>;

type GeneralMessageKey = keyof (typeof MESSAGES)[typeof FALLBACK_LANGUAGE];
export type MessageKey = GeneralMessageKey | AccountMessageKey;

function lookUp(lang: Language, key: MessageKey): string | undefined {
  const general: Partial<Record<string, string>> = MESSAGES[lang];
  return general[key] ?? ACCOUNT_MESSAGES[lang][key as AccountMessageKey];
}

export function translate(lang: Language, key: MessageKey, params: Record<string, string> = {}): string {
  const template = lookUp(lang, key) ?? lookUp(FALLBACK_LANGUAGE, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A moment as people of the organisation read it, in their language. */
export function formatMoment(lang: Language, moment: Date): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ORGANISATION_TIME_ZONE,
  }).format(moment);
}
