import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import { OtpSessionStep } from '../otpSession/OtpSessionStep';
import type { EbillScreenQuery } from './__generated__/EbillScreenQuery.graphql';
import { EbillTabs } from './EbillTabs';
import { INVOICE_MIN_DIGITS_REGISTRATION } from './ebillRules';
import { EndStep } from './EndStep';
import { ExpiredNotice } from './ExpiredNotice';
import { useRegisterEbillMutation } from './mutations/useRegisterEbillMutation';
import { SessionTimer } from './SessionTimer';
import { ConfirmPropertyStep } from './steps/ConfirmPropertyStep';
import { ContactStep, type EbillContacts } from './steps/ContactStep';
import { InvoiceStep } from './steps/InvoiceStep';
import { type EbillConsents, PreferencesStep } from './steps/PreferencesStep';
import { useEbillSession } from './useEbillSession';
import { useWizard } from './useWizard';
import { WizardSteps } from './WizardSteps';

const ebillScreenQuery = graphql`
  query EbillScreenQuery {
    settings {
      customerMobileAllowedPhoneCountries
      otpDisableResendSeconds
    }
    ebillLookups {
      terms
    }
    texts(ids: [110]) {
      text
    }
    accountExampleImage
  }
`;

/** 001 §2 steps of the e-bill registration, in order. */
const STEPS = ['registerPhone', 'phoneOtp', 'emailOtp', 'invoice', 'confirmProperty', 'preferences', 'end'] as const;
type Step = (typeof STEPS)[number];

/** 001 §2, §4 e-bill registration: seven linear steps, a terms tab and the session countdown. */
function EbillScreen({ queryRef }: { queryRef: PreloadedQuery<EbillScreenQuery> }) {
  const data = usePreloadedQuery<EbillScreenQuery>(ebillScreenQuery, queryRef);
  const { t } = useTranslation('ebill');
  const notify = useNotify();
  const wizard = useWizard<Step>(STEPS);
  const { fail, succeed } = wizard;
  const current = wizard.current;
  const onExpired = useCallback((message: string) => fail(current, message), [fail, current]);
  const otp = useEbillSession(onExpired);
  const [tab, setTab] = useState(0);
  const [contacts, setContacts] = useState<EbillContacts>({ email: '', mobileNo: null });
  const [codes, setCodes] = useState({ sms: '', email: '' });
  const [property, setProperty] = useState({ invoiceNumber: '', address: '' });
  const [register, registering] = useRegisterEbillMutation();
  const token = otp.session?.token ?? '';

  function restart() {
    otp.reset();
    wizard.restart();
    setCodes({ sms: '', email: '' });
    setProperty({ invoiceNumber: '', address: '' });
  }

  function submit(consents: EbillConsents) {
    register({
      variables: {
        input: { token, emailCode: codes.email, smsCode: codes.sms, invoiceNumber: property.invoiceNumber, consentTerms: true, ...consents },
      },
      onCompleted: ({ registerEbill: answer }) => {
        if (answer.registered) {
          otp.finish();
          notify('success', t('messages.preferencesSubmitted'));
          succeed('preferences');
          succeed('end');
          return;
        }
        if (answer.userErrors.some((problem) => problem.code === 'SESSION_EXPIRED')) return otp.expire();
        fail('preferences', answer.userErrors.map((problem) => problem.message).join(' '));
      },
      onError: (error) => fail('preferences', error.message),
    });
  }

  const otpStep = (channel: 'SMS' | 'EMAIL', step: Step) =>
    otp.session ? (
      <OtpSessionStep
        key={`${channel}-${otp.session.token}`}
        session={otp.session}
        contacts={contacts}
        channels={[channel]}
        showCountdown={false}
        resendLockSeconds={data.settings.otpDisableResendSeconds}
        onExpired={otp.expire}
        onRestarted={(session) => {
          otp.setSession(session);
          // New codes replace both: a renewed session needs its SMS code verified again.
          if (step === 'emailOtp') wizard.reopen('phoneOtp');
        }}
        onVerified={(verified) => {
          setCodes((all) => (channel === 'SMS' ? { ...all, sms: verified.SMS ?? '' } : { ...all, email: verified.EMAIL ?? '' }));
          succeed(step);
        }}
      />
    ) : null;

  const content: Record<Step, ReactNode> = {
    registerPhone: (
      <ContactStep
        countries={data.settings.customerMobileAllowedPhoneCountries}
        onStarted={(session, started) => {
          setContacts(started);
          otp.setSession(session);
          succeed('registerPhone');
        }}
        onFailed={(message) => fail('registerPhone', message)}
      />
    ),
    phoneOtp: otpStep('SMS', 'phoneOtp'),
    emailOtp: otpStep('EMAIL', 'emailOtp'),
    invoice: (
      <InvoiceStep
        token={token}
        emailCode={codes.email}
        minDigits={INVOICE_MIN_DIGITS_REGISTRATION}
        forUnsubscribe={false}
        help={{ text: data.texts[0]?.text ?? null, image: data.accountExampleImage ?? null }}
        onFound={(found) => {
          setProperty(found);
          succeed('invoice');
        }}
        onFailed={(message) => fail('invoice', message)}
        onExpired={otp.expire}
      />
    ),
    confirmProperty: (
      <ConfirmPropertyStep address={property.address} actionLabel={t('actions.next')} onConfirmed={() => succeed('confirmProperty')} />
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

  const steps = STEPS.map((key) => ({
    key,
    title: t(`register.steps.${key}`),
    content: otp.expired && key !== 'end' ? <ExpiredNotice onRestart={restart} /> : content[key],
  }));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-6" data-testid="ebill-page">
      <PageTitle>{t('register.title')}</PageTitle>
      {otp.session && !otp.finished && !otp.expired ? <SessionTimer seconds={otp.remaining} /> : null}
      <EbillTabs selected={tab} onChange={setTab} terms={data.ebillLookups.terms}>
        <WizardSteps steps={steps} current={wizard.current} done={wizard.done} errors={wizard.errors} />
      </EbillTabs>
    </div>
  );
}

export const ebillScreen = defineScreen<EbillScreenQuery>({
  query: ebillScreenQuery,
  variables: () => ({}),
  namespaces: ['ebill', 'otpSession'],
  Screen: EbillScreen,
});
