import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { defineScreen } from '../../router/screenRoute';
import { OtpSessionStep } from '../../features/otpSession/OtpSessionStep';
import type { EbillScreenQuery } from './__generated__/EbillScreenQuery.graphql';
import { EbillPage } from './EbillPage';
import { EbillTabs } from './EbillTabs';
import { INVOICE_MIN_DIGITS_REGISTRATION } from '../../../../shared/invoiceReference';
import { EndStep } from './EndStep';
import { useRegisterEbillMutation } from './mutations/useRegisterEbillMutation';
import { ConfirmPropertyStep } from './steps/ConfirmPropertyStep';
import { ContactStep } from './steps/ContactStep';
import { InvoiceStep } from './steps/InvoiceStep';
import { type EbillConsents, PreferencesStep } from './steps/PreferencesStep';
import { useEbillFlow } from './useEbillFlow';

const ebillScreenQuery = graphql`
  query EbillScreenQuery @preloadable {
    settings {
      customerMobileAllowedPhoneCountries
    }
    ...EbillTabs_query
    texts(ids: [110]) {
      text
    }
    accountExampleImage(highlight: INVOICE_NUMBER)
  }
`;

/** 001 §2 steps of the e-bill registration, in order. */
const STEPS = ['registerPhone', 'phoneOtp', 'emailOtp', 'invoice', 'confirmProperty', 'preferences', 'end'] as const;
type Step = (typeof STEPS)[number];

/** 001 §2, §4 e-bill registration: seven linear steps, a terms tab and the session countdown. */
function EbillScreen({ queryRef }: { queryRef: PreloadedQuery<EbillScreenQuery> }) {
  const data = usePreloadedQuery<EbillScreenQuery>(ebillScreenQuery, queryRef);
  const { t } = useTranslation('ebill');
  const [tab, setTab] = useState(0);
  const [codes, setCodes] = useState({ sms: '', email: '' });
  const flow = useEbillFlow<Step>(STEPS, () => setCodes({ sms: '', email: '' }));
  const { otp, wizard, contacts, property, token } = flow;
  // The flow tells every outcome on the preferences step itself.
  const { run: register, inFlight: registering } = useRegisterEbillMutation({ reportRefusals: false });

  async function submit(consents: EbillConsents) {
    const outcome = await register({
      input: { token, emailCode: codes.email, smsCode: codes.sms, invoiceNumber: property.invoiceNumber, consentTerms: true, ...consents },
    });
    if (outcome.status === 'failed') return flow.failed('preferences')(outcome.error);
    const answer = outcome.payload;
    flow.settle('preferences', { done: answer.registered, userErrors: answer.userErrors }, t('messages.preferencesSubmitted'));
  }

  const otpStep = (channel: 'SMS' | 'EMAIL', step: Step) =>
    otp.session ? (
      <OtpSessionStep
        key={`${channel}-${otp.session.token}`}
        session={otp.session}
        contacts={contacts}
        channels={[channel]}
        showCountdown={false}
        onExpired={otp.expire}
        onRestarted={(session) => {
          otp.setSession(session);
          // New codes replace both: a renewed session needs its SMS code verified again.
          if (step === 'emailOtp') wizard.reopen('phoneOtp');
        }}
        onVerified={(verified) => {
          setCodes((all) => (channel === 'SMS' ? { ...all, sms: verified.SMS ?? '' } : { ...all, email: verified.EMAIL ?? '' }));
          wizard.succeed(step);
        }}
      />
    ) : null;

  const content: Record<Step, ReactNode> = {
    registerPhone: (
      <ContactStep countries={data.settings.customerMobileAllowedPhoneCountries} {...flow.contactStep('registerPhone')} />
    ),
    phoneOtp: otpStep('SMS', 'phoneOtp'),
    emailOtp: otpStep('EMAIL', 'emailOtp'),
    invoice: (
      <InvoiceStep
        {...flow.invoiceStep('invoice')}
        emailCode={codes.email}
        minDigits={INVOICE_MIN_DIGITS_REGISTRATION}
        forUnsubscribe={false}
        help={{ text: data.texts[0]?.text ?? null, image: data.accountExampleImage ?? null }}
      />
    ),
    confirmProperty: (
      <ConfirmPropertyStep address={property.address} actionLabel={t('actions.next')} onConfirmed={() => wizard.succeed('confirmProperty')} />
    ),
    preferences: (
      <PreferencesStep
        phone={contacts.mobileNo ?? ''}
        email={contacts.email}
        busy={registering}
        onShowTerms={() => setTab(1)}
        onSubmit={submit}
      />
    ),
    end: <EndStep text={t('end.registered')} />,
  };

  return (
    <EbillPage
      flow={flow}
      title={t('register.title')}
      stepTitle={(key) => t(`register.steps.${key}`)}
      content={content}
      testId="ebill-page"
      frame={(steps) => (
        <EbillTabs selected={tab} onChange={setTab} query={data}>
          {steps}
        </EbillTabs>
      )}
    />
  );
}

export const ebillScreen = defineScreen<EbillScreenQuery>({
  namespaces: ['ebill', 'otpSession'],
  Screen: EbillScreen,
});
