import { passwordProblems } from '../../../shared/passwordRules.ts';
import type { Language } from '../domain/constants.ts';
import { STATUS_PASSWORD_RULES, fail, type Envelope } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import type { SettingsValue } from '../store/keyValueSettings.ts';
import { isOn, passwordMinimumLength } from '../store/settingsValues.ts';

/** Each rule's text (utility-api/src/i18n/messages.ts). */
const TEXTS = {
  noLetter: 'passwordNeedsLetter',
  noDigit: 'passwordNeedsDigit',
  noSymbol: 'passwordNeedsSymbol',
} as const;

/**
 * The first password rule a new password breaks (001 §5 Password), as status 17 with that rule's own text:
 * non-empty, the minimum length, and with `strongPassword` a letter, a digit and a symbol. Undefined when it passes.
 */
export function passwordRuleFailure(password: string, settings: SettingsValue, lang: Language): Envelope | undefined {
  const minimum = passwordMinimumLength(settings);
  const [problem] = passwordProblems(password, { minimumLength: minimum, strong: isOn(settings, 'strongPassword') });
  if (problem === undefined) return undefined;
  if (problem === 'empty') return fail(STATUS_PASSWORD_RULES, translate(lang, 'passwordEmpty'));
  if (problem === 'tooShort') return fail(STATUS_PASSWORD_RULES, translate(lang, 'passwordTooShort', { min: String(minimum) }));
  return fail(STATUS_PASSWORD_RULES, translate(lang, TEXTS[problem]));
}
