import type { Language } from '../domain/constants.ts';
import { STATUS_PASSWORD_RULES, fail, type Envelope } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import type { SettingsValue } from '../store/keyValueSettings.ts';
import { isOn, passwordMinimumLength } from '../store/settingsValues.ts';

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const SYMBOL = /[^\p{L}\p{Nd}\s]/u;

/**
 * The first password rule a new password breaks (001 §5 Password), as status 17 with that rule's own text:
 * non-empty, the minimum length, and with `strongPassword` a letter, a digit and a symbol. Undefined when it passes.
 */
export function passwordRuleFailure(password: string, settings: SettingsValue, lang: Language): Envelope | undefined {
  const minimum = passwordMinimumLength(settings);
  if (password === '') return fail(STATUS_PASSWORD_RULES, translate(lang, 'passwordEmpty'));
  if ([...password].length < minimum) {
    return fail(STATUS_PASSWORD_RULES, translate(lang, 'passwordTooShort', { min: String(minimum) }));
  }
  if (!isOn(settings, 'strongPassword')) return undefined;
  if (!LETTER.test(password)) return fail(STATUS_PASSWORD_RULES, translate(lang, 'passwordNeedsLetter'));
  if (!DIGIT.test(password)) return fail(STATUS_PASSWORD_RULES, translate(lang, 'passwordNeedsDigit'));
  if (!SYMBOL.test(password)) return fail(STATUS_PASSWORD_RULES, translate(lang, 'passwordNeedsSymbol'));
  return undefined;
}
