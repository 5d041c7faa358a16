import type { LanguageCode } from '../request/language.ts';

/**
 * The few texts the gateway writes itself (input checks it makes before calling the upstream);
 * everything else is the upstream's localized `text` (`000 §8`).
 */
const MESSAGES = {
  emailRequired: {
    en: 'Enter your email or mobile number.',
    el: 'Συμπληρώστε το email ή τον αριθμό κινητού σας.',
    ru: 'Введите адрес электронной почты или номер мобильного телефона.',
    ar: 'أدخل بريدك الإلكتروني أو رقم هاتفك المحمول.',
  },
  passwordRequired: {
    en: 'Enter your password.',
    el: 'Συμπληρώστε τον κωδικό πρόσβασης.',
    ru: 'Введите пароль.',
    ar: 'أدخل كلمة المرور.',
  },
  unsupportedLanguage: {
    en: 'This language is not offered. Choose English, Greek, Russian or Arabic.',
    el: 'Η γλώσσα αυτή δεν προσφέρεται. Επιλέξτε Αγγλικά, Ελληνικά, Ρωσικά ή Αραβικά.',
    ru: 'Этот язык не поддерживается. Выберите английский, греческий, русский или арабский.',
    ar: 'هذه اللغة غير متوفرة. اختر الإنجليزية أو اليونانية أو الروسية أو العربية.',
  },
} satisfies Record<string, Record<LanguageCode, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: LanguageCode): string {
  return MESSAGES[key][language];
}
