import { isEmail } from '../../components/inputs/contactRules';
import { phoneProblem } from '../../components/inputs/phoneRules';
import type { PhoneValue } from '../../components/inputs/PhoneInput';

/** Limits of the support form, the gateway's (`sendSupportMessage`): name 100, subject 200, message 4000. */
export const SUPPORT_LIMITS = { name: 100, subject: 200, message: 4000 } as const;
/** 001 §9: the 'message sent' banner stays 30 seconds. */
export const MESSAGE_SENT_BANNER_MS = 30_000;

export interface SupportDetails {
  name: string;
  email: string;
  phone: PhoneValue;
  subject: string;
  message: string;
}

export type SupportField = keyof SupportDetails;
/** Translation keys (namespace `support`) of the problems of 001 §5 / §8: required fields, wrong email, wrong phone. */
export type SupportProblem = 'form.errors.required' | 'form.errors.wrongEmail' | 'form.errors.wrongPhone' | 'form.errors.tooLong';

/** The full number the OTP session texts: dial code and digits, or null when no number was typed. */
export function mobileNoOf(phone: PhoneValue): string | null {
  const number = phone.number.trim();
  return number === '' ? null : `${phone.dialCode}${number}`;
}

/**
 * 001 §5 contact form: name and message required; the e-mail is required too, because the OTP session always
 * sends its code by e-mail (and also by SMS when a mobile number is given); the e-mail format and the phone
 * rules are checked.
 */
export function supportProblems(details: SupportDetails): Partial<Record<SupportField, SupportProblem>> {
  const problems: Partial<Record<SupportField, SupportProblem>> = {};
  for (const field of ['name', 'subject', 'message'] as const) {
    const value = details[field].trim();
    if (value === '') problems[field] = 'form.errors.required';
    else if (value.length > SUPPORT_LIMITS[field]) problems[field] = 'form.errors.tooLong';
  }
  if (details.email.trim() === '') problems.email = 'form.errors.required';
  else if (!isEmail(details.email)) problems.email = 'form.errors.wrongEmail';
  const number = details.phone.number.trim();
  if (number !== '' && phoneProblem(details.phone.dialCode, number) !== null) problems.phone = 'form.errors.wrongPhone';
  return problems;
}

/** 001 §5: Send stays disabled until the message, the name and a contact exist. */
export function canComplete(details: SupportDetails): boolean {
  return details.name.trim() !== '' && details.message.trim() !== '' && details.subject.trim() !== '' && details.email.trim() !== '';
}
