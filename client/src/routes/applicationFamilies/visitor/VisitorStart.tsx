import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/Button';
import { PhoneInput, type PhoneValue } from '../../../components/inputs/PhoneInput';
import { TextField } from '../../../components/TextField';
import { OtpSessionStep, type VerifiedCodes } from '../../../features/otpSession/OtpSessionStep';
import type { OtpSessionData } from '../../../features/otpSession/otpSessionModel';
import { useStartOtpSession } from '../../../features/otpSession/useStartOtpSession';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNotify } from '../../../notifications/useNotify';
import { reportUserErrors } from '../../../notifications/userErrors';
import type { AddressPart } from '../../../../../shared/applicationForms/definition';
import { addressProblems, type PostalAddress } from '../../../../../shared/applicationForms/postalAddress';
import { problemText } from '../../../../../shared/applicationForms/problems';
import type { CatalogLanguage } from '../../../../../shared/i18n/catalog';
import { e164Digits } from '../../../../../shared/phoneRules';
import { AddressFields } from '../../../features/applicationFamilies/AddressFields';
import { openHeldApplication, useStartVisitorApplication } from './useVisitorApplicationMutations';

/** As the utility allows (utility-api/README.md "Visitors' applications"). */
const NAME_MAX = 100;
const NO_ADDRESS: PostalAddress = { street: '', postcode: '', city: '' };
const AUTOCOMPLETE: Readonly<Record<AddressPart, string>> = { street: 'street-address', postcode: 'postal-code', city: 'address-level2' };

interface VisitorStartProps {
  familyCode: string;
  /** The dial codes the utility accepts for mobile numbers. */
  countries: readonly string[];
}

/**
 * Who applies, before the wizard (docs/applicationFamilies.md "Visitors"): name, postal address, e-mail and an
 * optional mobile number, proved with the codes of an OTP session; then the draft is made and the visitor's
 * session holds it. The address is asked here, with the name, because together they are the holder the issued
 * document names, as a customer's record names them: the wizard's steps are the family's own questions.
 */
export function VisitorStart({ familyCode, countries }: VisitorStartProps) {
  const { t, i18n } = useTranslation('visitorApplications');
  const notify = useNotify();
  const [name, setName] = useState('');
  const [address, setAddress] = useState<PostalAddress>(NO_ADDRESS);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ dialCode: '', number: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [session, setSession] = useState<OtpSessionData | null>(null);
  const sendCodes = useStartOtpSession({ reportRefusals: false, failed: () => t('start.failed') });
  const start = useStartVisitorApplication({ reportRefusals: false, failed: () => t('start.failed') });
  const contacts = { email: email.trim(), mobileNo: e164Digits(phone) };
  const trimmedAddress: PostalAddress = { street: address.street.trim(), postcode: address.postcode.trim(), city: address.city.trim() };
  const fields = ['name', 'address.street', 'address.postcode', 'address.city', 'email', 'mobileNo', 'emailCode', 'smsCode'];

  function report(userErrors: Parameters<typeof reportUserErrors>[0]) {
    setErrors(reportUserErrors(userErrors, { fields, notify, t, kind: 'error' }).fieldErrors);
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    // The shared rule of an address; a missing part says so in this form's words.
    const addressErrors = addressProblems(trimmedAddress, true, (part) => `address.${part}`).map((problem) => [
      problem.path,
      problem.code === 'required' ? t('start.required') : problemText(i18n.language as CatalogLanguage, problem),
    ]);
    const missing = {
      ...(name.trim() === '' ? { name: t('start.required') } : {}),
      ...Object.fromEntries(addressErrors),
      ...(email.trim() === '' ? { email: t('start.required') } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const outcome = await sendCodes.run({ input: contacts });
    if (outcome.status === 'failed') return;
    if (outcome.payload.session) setSession(outcome.payload.session);
    else report(outcome.payload.userErrors);
  }

  async function verified(codes: VerifiedCodes) {
    if (!session) return;
    const input = { familyCode, name: name.trim(), address: trimmedAddress, token: session.token, emailCode: codes.EMAIL ?? '', smsCode: codes.SMS ?? null, idempotencyKey: session.token };
    const outcome = await start.run({ input });
    if (outcome.status === 'failed') return;
    const { application, userErrors } = outcome.payload;
    if (application) return openHeldApplication(application);
    // A code or session refused at the last step: new codes are needed.
    if (userErrors.some((error) => error.field === 'token' || error.field === 'emailCode' || error.field === 'smsCode')) setSession(null);
    report(userErrors);
  }

  return (
    <section className="flex max-w-xl flex-col gap-4 rounded-md border border-gray-200 bg-white p-4 sm:p-6" aria-labelledby="visitor-start-title" data-testid="visitor-start">
      <h2 id="visitor-start-title" className="text-lg font-semibold text-gray-900">
        {t('start.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('start.intro')}</p>
      <form noValidate onSubmit={(event) => void sendCode(event)} className="flex flex-col gap-4">
        <TextField label={t('start.name')} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors['name']} maxLength={NAME_MAX} disabled={session !== null} required />
        <AddressFields
          legend={t('start.address')}
          hint={<p className="text-sm text-gray-600">{t('start.addressHint')}</p>}
          part={(part, label) => (
            <TextField
              label={label}
              name={`address.${part}`}
              autoComplete={AUTOCOMPLETE[part]}
              inputMode={part === 'postcode' ? 'numeric' : undefined}
              dir="auto"
              value={address[part]}
              onChange={(e) => setAddress({ ...address, [part]: e.target.value })}
              error={errors[`address.${part}`]}
              disabled={session !== null}
              required
            />
          )}
        />
        <TextField label={t('start.email')} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors['email']} disabled={session !== null} required />
        <PhoneInput label={t('start.phone')} name="phone" value={phone} onChange={setPhone} countries={countries} error={errors['mobileNo']} disabled={session !== null} />
        {session ? null : (
          <Button type="submit" className="self-start" disabled={sendCodes.inFlight}>
            {t('start.next')}
          </Button>
        )}
      </form>
      {session ? (
        <div className="flex flex-col gap-4">
          <OtpSessionStep
            session={session}
            contacts={contacts}
            onVerified={(codes) => void verified(codes)}
            onRestarted={setSession}
            onExpired={() => {
              setSession(null);
              notify('warn', t('start.sessionExpired'));
            }}
            disabled={start.inFlight}
          />
          {start.inFlight ? <p role="status">{t('start.creating')}</p> : null}
          <Button variant="ghost" className="self-start" onClick={() => setSession(null)} disabled={start.inFlight}>
            {t('start.changeContacts')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
