import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/otpSession.json' with { type: 'json' };
import el from '../../locales/el/otpSession.json' with { type: 'json' };
import ru from '../../locales/ru/otpSession.json' with { type: 'json' };
import ar from '../../locales/ar/otpSession.json' with { type: 'json' };

/** Texts of the OTP-session mutations (`001 §8`: EmailError, PhoneNumberError, NoCyMobileNum, OtpValidationFailed, sessionExpired; a locked code, a session already used, a key too long). */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type OtpSessionMessageKey = keyof typeof en;

export function otpSessionMessage(key: OtpSessionMessageKey, language: LanguageCode): string {
  return catalogText(MESSAGES, language, key);
}
