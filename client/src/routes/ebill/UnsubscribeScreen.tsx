import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import { OtpSessionStep } from '../otpSession/OtpSessionStep';
import type { UnsubscribeScreenQuery } from './__generated__/UnsubscribeScreenQuery.graphql';
import { INVOICE_MIN_DIGITS_UNSUBSCRIBE } from './ebillRules';
import { EndStep } from './EndStep';
import { ExpiredNotice } from './ExpiredNotice';
import { useUnsubscribeEbillMutation } from './mutations/useUnsubscribeEbillMutation';
import { SessionTimer } from './SessionTimer';
import { ConfirmPropertyStep } from './steps/ConfirmPropertyStep';
import { ContactStep, type EbillContacts } from './steps/ContactStep';
import { InvoiceStep } from './steps/InvoiceStep';
import { UnsubscribePreferenceStep } from './steps/UnsubscribePreferenceStep';
import { useEbillSession } from './useEbillSession';
import { useWizard } from './useWizard';
import { WizardSteps } from './WizardSteps';

const unsubscribeScreenQuery = graphql`
  query UnsubscribeScreenQuery {
    settings {
      otpDisableResendSeconds
    }
    texts(ids: [110]) {
      text
    }
    accountExampleImage
  }
`;

/** 001 §2 steps of the unsubscribe, in order (the phone steps are not used in the normal flow). */
const STEPS = ['preference', 'registerEmail', 'emailOtp', 'invoice', 'confirmProperty', 'end'] as const;
type Step = (typeof STEPS)[number];

/** 001 §2, §4 e-bill unsubscribe: confirming the property sends the unsubscribe at once. */
function UnsubscribeScreen({ queryRef }: { queryRef: PreloadedQuery<UnsubscribeScreenQuery> }) {
  const data = usePreloadedQuery<UnsubscribeScreenQuery>(unsubscribeScreenQuery, queryRef);
  const { t } = useTranslation('ebill');
  const notify = useNotify();
  const wizard = useWizard<Step>(STEPS);
  const { fail, succeed } = wizard;
  const current = wizard.current;
  const onExpired = useCallback((message: string) => fail(current, message), [fail, current]);
  const otp = useEbillSession(onExpired);
  const [contacts, setContacts] = useState<EbillContacts>({ email: '', mobileNo: null });
  const [emailCode, setEmailCode] = useState('');
  const [property, setProperty] = useState({ invoiceNumber: '', address: '' });
  const [unsubscribe, unsubscribing] = useUnsubscribeEbillMutation();
  const token = otp.session?.token ?? '';

  function restart() {
    otp.reset();
    wizard.restart();
    setEmailCode('');
    setProperty({ invoiceNumber: '', address: '' });
  }

  function confirm() {
    unsubscribe({
      variables: { input: { token, emailCode, invoiceNumber: property.invoiceNumber } },
      onCompleted: ({ unsubscribeEbill: answer }) => {
        if (answer.unsubscribed) {
          otp.finish();
          notify('success', t('messages.unsubscribed'));
          succeed('confirmProperty');
          succeed('end');
          return;
        }
        if (answer.userErrors.some((problem) => problem.code === 'SESSION_EXPIRED')) return otp.expire();
        fail('confirmProperty', answer.userErrors.map((problem) => problem.message).join(' '));
      },
      onError: (error) => fail('confirmProperty', error.message),
    });
  }

  const content: Record<Step, ReactNode> = {
    preference: <UnsubscribePreferenceStep onNext={() => succeed('preference')} />,
    registerEmail: (
      <ContactStep
        countries={null}
        onStarted={(session, started) => {
          setContacts(started);
          otp.setSession(session);
          succeed('registerEmail');
        }}
        onFailed={(message) => fail('registerEmail', message)}
      />
    ),
    emailOtp: otp.session ? (
      <OtpSessionStep
        key={otp.session.token}
        session={otp.session}
        contacts={contacts}
        channels={['EMAIL']}
        showCountdown={false}
        resendLockSeconds={data.settings.otpDisableResendSeconds}
        onExpired={otp.expire}
        onRestarted={otp.setSession}
        onVerified={(verified) => {
          setEmailCode(verified.EMAIL ?? '');
          succeed('emailOtp');
        }}
      />
    ) : null,
    invoice: (
      <InvoiceStep
        token={token}
        emailCode={emailCode}
        minDigits={INVOICE_MIN_DIGITS_UNSUBSCRIBE}
        forUnsubscribe
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
      <ConfirmPropertyStep address={property.address} actionLabel={t('actions.unsubscribe')} busy={unsubscribing} onConfirmed={confirm} />
    ),
    end: <EndStep text={t('end.unsubscribed')} />,
  };

  const steps = STEPS.map((key) => ({
    key,
    title: t(`unsubscribe.steps.${key}`),
    content: otp.expired && key !== 'end' ? <ExpiredNotice onRestart={restart} /> : content[key],
  }));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-6" data-testid="unsubscribe-page">
      <PageTitle>{t('unsubscribe.title')}</PageTitle>
      {otp.session && !otp.finished && !otp.expired ? <SessionTimer seconds={otp.remaining} /> : null}
      <WizardSteps steps={steps} current={wizard.current} done={wizard.done} errors={wizard.errors} />
    </div>
  );
}

export const unsubscribeScreen = defineScreen<UnsubscribeScreenQuery>({
  query: unsubscribeScreenQuery,
  variables: () => ({}),
  namespaces: ['ebill', 'otpSession'],
  Screen: UnsubscribeScreen,
});
