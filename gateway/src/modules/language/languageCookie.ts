import { serializeCookie } from '../../request/cookies.ts';
import { LANGUAGE_COOKIE, type LanguageCode } from '../../request/language.ts';

/** The language choice is remembered for a year. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Not HttpOnly: the client reads it to render in the same language before any request. */
export function languageCookie(language: LanguageCode, secure: boolean): string {
  return serializeCookie(LANGUAGE_COOKIE, language, {
    httpOnly: false,
    secure,
    maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}
