/** The portal's locales (000 §1), each named in its own language for the language menu. */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'el', name: 'Ελληνικά', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];

/** 000 §1, §9: the fallback language, when neither this browser nor the utility names one the portal has; the login page's when none is stored. */
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

/** The language chosen in this browser earlier, if any (000 §3 local storage). */
export function storedLocale(): LocaleCode | null {
  const stored = readStoredLanguage();
  return isLocaleCode(stored) ? stored : null;
}

/**
 * The language a first page other than the login page starts in (000 §1, §9; the login page's is en when
 * none is stored, startupLanguage.ts): the one stored in this browser, else the utility's default language
 * (`settings.defaultLanguage`; el in the demo), else en — also when the utility names a language the portal
 * has no texts for, or its settings cannot be read. The browser's own languages are not consulted: a
 * visitor of a Russian browser meets the utility's default and may switch.
 */
export function startupLocale(stored: LocaleCode | null, utilityDefault: string | null | undefined): LocaleCode {
  if (stored) return stored;
  return isLocaleCode(utilityDefault) ? utilityDefault : DEFAULT_LOCALE;
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
