/** The portal's locales (000 §1), each named in its own language for the language menu. */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'el', name: 'Ελληνικά', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];

/** 000 §1: the login page defaults to en when no language is stored. */
export const DEFAULT_LOCALE: LocaleCode = 'en';

/** 000 §3 local storage keys: the chosen language. */
const LANGUAGE_STORAGE_KEY = 'language';

export function isLocaleCode(value: string | null | undefined): value is LocaleCode {
  return LOCALES.some((locale) => locale.code === value);
}

export function directionOf(code: LocaleCode): 'ltr' | 'rtl' {
  return LOCALES.find((locale) => locale.code === code)?.dir ?? 'ltr';
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stored choice, then the browser's first supported language, then en. */
export function initialLocale(): LocaleCode {
  const stored = readStoredLanguage();
  if (isLocaleCode(stored)) return stored;
  const browser = (navigator.languages ?? [navigator.language])
    .map((tag) => tag.split('-')[0]?.toLowerCase())
    .find(isLocaleCode);
  return browser ?? DEFAULT_LOCALE;
}

/** Reflects the language on the document (`lang`, `dir` for ar) and remembers it. */
export function applyDocumentLocale(code: LocaleCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private browsing may refuse storage; the language still applies to this page.
  }
}
