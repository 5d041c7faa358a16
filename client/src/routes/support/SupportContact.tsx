import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { useIdempotencyKeys } from '../../lib/idempotencyKey';
import { useNotify } from '../../notifications/useNotify';
import { reportUserErrors } from '../../notifications/userErrors';
import { OtpSessionStep, type VerifiedCodes } from '../../features/otpSession/OtpSessionStep';
import type { OtpSessionData } from '../../features/otpSession/otpSessionModel';
import { useStartOtpSession } from '../../features/otpSession/useStartOtpSession';
import type { SupportContact_query$key } from './__generated__/SupportContact_query.graphql';
import { MessageSentBanner } from './MessageSentBanner';
import { SupportDetailsForm } from './SupportDetailsForm';
import { e164Digits } from '../../../../shared/phoneRules';
import { type SupportDetails, type SupportField } from './supportRules';
import { useSendSupportMessageMutation } from './useSendSupportMessageMutation';

const EMPTY: SupportDetails = { name: '', email: '', phone: { dialCode: '', number: '' }, subject: '', message: '' };
/** Gateway input fields as the form names them. */
const FIELDS: Readonly<Record<string, SupportField>> = { name: 'name', subject: 'subject', message: 'message', email: 'email', mobileNo: 'phone' };

/** 001 §4 contact form: details, then the OTP view, then the request is sent, then 'message sent' for 30 s. */
export function SupportContact({ query }: { query: SupportContact_query$key }) {
  const { t } = useTranslation('support');
  const notify = useNotify();
  const data = useFragment(
    graphql`
      fragment SupportContact_query on Query {
        settings {
          customerMobileAllowedPhoneCountries
        }
      }
    `,
    query,
  );
  const [details, setDetails] = useState<SupportDetails>(EMPTY);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SupportField, string>>>({});
  const [session, setSession] = useState<OtpSessionData | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  // Both mutations' refusals are told beside the form's own field names (`fieldErrors` below).
  const { run: start, inFlight: starting } = useStartOtpSession({ reportRefusals: false, failed: () => t('form.errors.sendFailed') });
  const { run: send, inFlight: sending } = useSendSupportMessageMutation({ reportRefusals: false, failed: () => t('form.errors.sendFailed') });
  const idempotencyKeyOf = useIdempotencyKeys();
  const hideBanner = useCallback(() => setReference(null), []);
  const contacts = { email: details.email.trim() || null, mobileNo: e164Digits(details.phone) };
  const sectionRef = useRef<HTMLElement>(null);
  const opened = session !== null;
  const shownView = useRef(opened);

  // WCAG 2.4.3: the view changes under the pressed button, so the focus moves to the first field of the new view.
  useEffect(() => {
    if (shownView.current === opened) return;
    shownView.current = opened;
    sectionRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [opened]);

  function fieldErrors(userErrors: Parameters<typeof reportUserErrors>[0]): Partial<Record<SupportField, string>> {
    const located = userErrors.map((error) => ({ ...error, field: error.field ? (FIELDS[error.field] ?? error.field) : null }));
    return reportUserErrors(located, { fields: Object.values(FIELDS), notify, t, kind: 'error' }).fieldErrors;
  }

  function complete() {
    setServerErrors({});
    setReference(null);
    void start({ input: { email: contacts.email, mobileNo: contacts.mobileNo } }).then((outcome) => {
      if (outcome.status === 'failed') return;
      if (outcome.payload.session) setSession(outcome.payload.session);
      else setServerErrors(fieldErrors(outcome.payload.userErrors));
    });
  }

  function expired() {
    setSession(null);
    notify('warn', t('verify.expired'));
  }

  async function sendMessage(codes: VerifiedCodes) {
    if (!session) return;
    const channel = codes.EMAIL ? 'EMAIL' : 'SMS';
    const outcome = await send({
      input: {
        token: session.token,
        idempotencyKey: idempotencyKeyOf(session.token),
        channel,
        code: codes[channel] ?? '',
        name: details.name,
        subject: details.subject,
        message: details.message,
      },
    });
    if (outcome.status === 'failed') return;
    const answer = outcome.payload;
    if (answer.reference) {
      setSession(null);
      setDetails(EMPTY);
      setReference(answer.reference);
      return;
    }
    if (answer.userErrors.some((error) => error.code === 'SESSION_EXPIRED')) return expired();
    setSession(null);
    setServerErrors(fieldErrors(answer.userErrors));
  }

  return (
    <section ref={sectionRef} aria-labelledby="support-contact" className="flex flex-col gap-4">
      <h2 id="support-contact" className="text-lg font-semibold text-gray-900">
        {session ? t('verify.title') : t('form.title')}
      </h2>
      <div role="status" aria-live="polite" aria-label={t('sent.region')} className="empty:-mt-4">
        {reference ? <MessageSentBanner reference={reference} onHide={hideBanner} /> : null}
      </div>
      {session ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-gray-700">{t('verify.intro')}</p>
          <OtpSessionStep
            session={session}
            contacts={contacts}
            onVerified={sendMessage}
            anyOneCode
            onRestarted={setSession}
            onExpired={expired}
            disabled={sending}
          />
          <div>
            <Button variant="ghost" onClick={() => setSession(null)} disabled={sending}>
              {t('form.back')}
            </Button>
          </div>
        </div>
      ) : (
        <SupportDetailsForm
          details={details}
          onChange={setDetails}
          serverErrors={serverErrors}
          phoneCountries={data.settings.customerMobileAllowedPhoneCountries}
          busy={starting}
          onComplete={complete}
        />
      )}
    </section>
  );
}
