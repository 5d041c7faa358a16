import { isEmail } from '../../components/inputs/contactRules';
import { phoneProblem } from '../../../../shared/phoneRules';
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
export type SupportProblem =
  | 'form.errors.required'
  | 'form.errors.wrongEmail'
  | 'form.errors.wrongPhone'
  | 'form.errors.tooLong'
  | 'form.errors.contactRequired';

/**
 * 001 §5 contact form: name and message required (and the subject the upstream call needs); at least one of
 * e-mail or phone (the OTP session sends a code to each given, and one verified code is enough); the e-mail
 * format and the phone rules are checked when given. With neither, the e-mail field carries the problem.
 */
export function supportProblems(details: SupportDetails): Partial<Record<SupportField, SupportProblem>> {
  const problems: Partial<Record<SupportField, SupportProblem>> = {};
  for (const field of ['name', 'subject', 'message'] as const) {
    const value = details[field].trim();
    if (value === '') problems[field] = 'form.errors.required';
    else if (value.length > SUPPORT_LIMITS[field]) problems[field] = 'form.errors.tooLong';
  }
  const email = details.email.trim();
  const number = details.phone.number.trim();
  if (email === '' && number === '') problems.email = 'form.errors.contactRequired';
  else if (email !== '' && !isEmail(email)) problems.email = 'form.errors.wrongEmail';
  if (number !== '' && phoneProblem(details.phone.dialCode, number) !== null) problems.phone = 'form.errors.wrongPhone';
  return problems;
}

/** 001 §5: Send stays disabled until the message, the name and one contact method (e-mail or phone) exist. */
export function canComplete(details: SupportDetails): boolean {
  const contact = details.email.trim() !== '' || details.phone.number.trim() !== '';
  return details.name.trim() !== '' && details.message.trim() !== '' && details.subject.trim() !== '' && contact;
}
