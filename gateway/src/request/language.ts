import { parseCookies } from './cookies.ts';

/** The portal's locales (`000 §1`). */
const SUPPORTED_LANGUAGES = ['en', 'el', 'ru', 'ar'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

/** Default language of the portal (`000 §9`); texts fall back to `en` upstream. */
export const DEFAULT_LANGUAGE: LanguageCode = 'el';

/** Cookie holding the chosen language; readable by the client, which renders in it. */
export const LANGUAGE_COOKIE = 'lang';

export function isSupportedLanguage(code: string): code is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/** Accept-Language ranges ordered by quality, highest first (stable for equal weights). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((range, index) => {
      const [tag = '', ...params] = range.trim().split(';');
      const quality = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag.split('-')[0] ?? '');
}

/** The request's language: the `lang` cookie, then Accept-Language, then `el` (docs/architecture.md §3, Localization). */
export function resolveLanguage(headers: Headers): LanguageCode {
  const fromCookie = parseCookies(headers.get('cookie')).get(LANGUAGE_COOKIE);
  if (fromCookie !== undefined && isSupportedLanguage(fromCookie)) return fromCookie;
  return acceptedLanguages(headers.get('accept-language') ?? '').find(isSupportedLanguage) ?? DEFAULT_LANGUAGE;
}
