import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { PhoneInput, type PhoneValue } from '../../../components/inputs/PhoneInput';
import { isValidEmail } from '../../../../../shared/contacts';
import { e164Digits, phoneProblem } from '../../../../../shared/phoneRules';
import { TextField } from '../../../components/TextField';
import { useNotify } from '../../../notifications/useNotify';
import type { FieldErrors } from '../../../notifications/userErrors';
import type { OtpSessionData } from '../../../features/otpSession/otpSessionModel';
import { useStartOtpSession } from '../../../features/otpSession/useStartOtpSession';
import { PHONE_PROBLEM_MESSAGES } from '../ebillRules';

export interface EbillContacts {
  email: string;
  /** Digits with the dial code, or null in the unsubscribe (e-mail only). */
  mobileNo: string | null;
}

interface ContactStepProps {
  /** settings.customerMobileAllowedPhoneCountries; null: the e-mail-only step of the unsubscribe. */
  countries: readonly string[] | null;
  onStarted: (session: OtpSessionData, contacts: EbillContacts) => void;
  onFailed: (message: string) => void;
}

/** 001 §2 register phone (phone with a country selector, CY by default, and e-mail) or register e-mail. */
export function ContactStep({ countries, onStarted, onFailed }: ContactStepProps) {
  const { t } = useTranslation('ebill');
  const notify = useNotify();
  const [phone, setPhone] = useState<PhoneValue>({ dialCode: '', number: '' });
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { run: start, inFlight: starting } = useStartOtpSession({ fields: ['email', 'mobileNo'], kind: 'error' });
  const withPhone = countries !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (starting) return;
    const found: Record<string, string> = {};
    const number = phone.number.trim();
    if (withPhone) {
      const problem = phoneProblem(phone.dialCode, number);
      if (problem) found['mobileNo'] = t(PHONE_PROBLEM_MESSAGES[problem]);
    }
    if (!isValidEmail(email.trim())) found['email'] = t('errors.email');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const contacts = { email: email.trim(), mobileNo: withPhone ? e164Digits(phone) : null };
    const outcome = await start({ input: { email: contacts.email, mobileNo: contacts.mobileNo === null ? null : `+${contacts.mobileNo}` } });
    if (outcome.status === 'failed') return onFailed(t('errors.gettingOtp', { text: outcome.error.message }));
    const answer = outcome.payload;
    if (answer.session) {
      notify('success', t(answer.session.smsSent ? 'messages.codesSent' : 'messages.codeSent'));
      onStarted(answer.session, contacts);
      return;
    }
    setErrors(outcome.fieldErrors);
    onFailed(t('errors.gettingOtp', { text: answer.userErrors.map((error) => error.message).join(' ') }));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={starting}>
      {withPhone ? (
        <PhoneInput
          label={t('fields.phone')}
          value={phone}
          onChange={setPhone}
          countries={countries}
          error={errors['mobileNo']}
          disabled={starting}
          name="mobileNo"
        />
      ) : null}
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors['email']}
        disabled={starting}
        dir="ltr"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={starting}>
          {t(withPhone ? 'actions.sendCodes' : 'actions.sendCode')}
        </Button>
      </div>
    </form>
  );
}
