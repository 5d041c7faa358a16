import type { Language } from '../../domain/constants.ts';

/** Error texts of `/account/LoginWithIdentityProvider`, in the portal's four languages (000 §1). */
const TEXTS = {
  notConfigured: {
    en: 'Single sign-on is not configured.',
    el: 'Η ενιαία σύνδεση δεν έχει ρυθμιστεί.',
    ru: 'Единый вход не настроен.',
    ar: 'لم يتم إعداد تسجيل الدخول الموحد.',
  },
  tokenRejected: {
    en: 'The sign-in from the identity provider is not valid or was already used.',
    el: 'Η σύνδεση από τον πάροχο ταυτότητας δεν είναι έγκυρη ή έχει ήδη χρησιμοποιηθεί.',
    ru: 'Вход через поставщика удостоверений недействителен или уже использован.',
    ar: 'تسجيل الدخول من موفر الهوية غير صالح أو تم استخدامه من قبل.',
  },
  unknownAccount: {
    en: 'There is no portal account for this identity.',
    el: 'Δεν υπάρχει λογαριασμός πύλης για αυτή την ταυτότητα.',
    ru: 'Для этой учётной записи нет учётной записи портала.',
    ar: 'لا يوجد حساب في البوابة لهذه الهوية.',
  },
  employeesOnly: {
    en: 'Single sign-on is for employees. Please sign in with your email and password.',
    el: 'Η ενιαία σύνδεση είναι για υπαλλήλους. Συνδεθείτε με το email και τον κωδικό σας.',
    ru: 'Единый вход предназначен для сотрудников. Войдите с помощью эл. почты и пароля.',
    ar: 'تسجيل الدخول الموحد مخصص للموظفين. يرجى تسجيل الدخول بالبريد الإلكتروني وكلمة المرور.',
  },
  notActivated: {
    en: 'This account is not activated.',
    el: 'Ο λογαριασμός δεν έχει ενεργοποιηθεί.',
    ru: 'Эта учётная запись не активирована.',
    ar: 'هذا الحساب غير مفعّل.',
  },
} satisfies Record<string, Record<Language, string>>;

export type SsoTextKey = keyof typeof TEXTS;

export function ssoText(key: SsoTextKey, lang: Language): string {
  return TEXTS[key][lang];
}
