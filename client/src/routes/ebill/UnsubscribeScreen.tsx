import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { defineScreen } from '../../router/screenRoute';
import { OtpSessionStep } from '../../features/otpSession/OtpSessionStep';
import type { UnsubscribeScreenQuery } from './__generated__/UnsubscribeScreenQuery.graphql';
import { EbillPage } from './EbillPage';
import { INVOICE_MIN_DIGITS_UNSUBSCRIBE } from '../../../../shared/invoiceReference';
import { EndStep } from './EndStep';
import { useUnsubscribeEbillMutation } from './mutations/useUnsubscribeEbillMutation';
import { ConfirmPropertyStep } from './steps/ConfirmPropertyStep';
import { ContactStep } from './steps/ContactStep';
import { InvoiceStep } from './steps/InvoiceStep';
import { UnsubscribePreferenceStep } from './steps/UnsubscribePreferenceStep';
import { useEbillFlow } from './useEbillFlow';

const unsubscribeScreenQuery = graphql`
  query UnsubscribeScreenQuery @preloadable {
    texts(ids: [110]) {
      text
    }
    accountExampleImage(highlight: INVOICE_NUMBER)
  }
`;

/** 001 §2 steps of the unsubscribe, in order (the phone steps are not used in the normal flow). */
const STEPS = ['preference', 'registerEmail', 'emailOtp', 'invoice', 'confirmProperty', 'end'] as const;
type Step = (typeof STEPS)[number];

/** 001 §2, §4 e-bill unsubscribe: confirming the property sends the unsubscribe at once. */
function UnsubscribeScreen({ queryRef }: { queryRef: PreloadedQuery<UnsubscribeScreenQuery> }) {
  const data = usePreloadedQuery<UnsubscribeScreenQuery>(unsubscribeScreenQuery, queryRef);
  const { t } = useTranslation('ebill');
  const [emailCode, setEmailCode] = useState('');
  const flow = useEbillFlow<Step>(STEPS, () => setEmailCode(''));
  const { otp, wizard, contacts, property, token } = flow;
  // The flow tells every outcome on the confirmation step itself.
  const { run: unsubscribe, inFlight: unsubscribing } = useUnsubscribeEbillMutation({ reportRefusals: false });

  async function confirm() {
    const outcome = await unsubscribe({ input: { token, emailCode, invoiceNumber: property.invoiceNumber } });
    if (outcome.status === 'failed') return flow.failed('confirmProperty')(outcome.error);
    const answer = outcome.payload;
    flow.settle('confirmProperty', { done: answer.unsubscribed, userErrors: answer.userErrors }, t('messages.unsubscribed'));
  }

  const content: Record<Step, ReactNode> = {
    preference: <UnsubscribePreferenceStep onNext={() => wizard.succeed('preference')} />,
    registerEmail: <ContactStep countries={null} {...flow.contactStep('registerEmail')} />,
    emailOtp: otp.session ? (
      <OtpSessionStep
        key={otp.session.token}
        session={otp.session}
        contacts={contacts}
        channels={['EMAIL']}
        showCountdown={false}
        onExpired={otp.expire}
        onRestarted={otp.setSession}
        onVerified={(verified) => {
          setEmailCode(verified.EMAIL ?? '');
          wizard.succeed('emailOtp');
        }}
      />
    ) : null,
    invoice: (
      <InvoiceStep
        {...flow.invoiceStep('invoice')}
        emailCode={emailCode}
        minDigits={INVOICE_MIN_DIGITS_UNSUBSCRIBE}
        forUnsubscribe
        help={{ text: data.texts[0]?.text ?? null, image: data.accountExampleImage ?? null }}
      />
    ),
    confirmProperty: (
      <ConfirmPropertyStep address={property.address} actionLabel={t('actions.unsubscribe')} busy={unsubscribing} onConfirmed={confirm} />
    ),
    end: <EndStep text={t('end.unsubscribed')} />,
  };

  return (
    <EbillPage flow={flow} title={t('unsubscribe.title')} stepTitle={(key) => t(`unsubscribe.steps.${key}`)} content={content} testId="unsubscribe-page" />
  );
}

export const unsubscribeScreen = defineScreen<UnsubscribeScreenQuery>({
  namespaces: ['ebill', 'otpSession'],
  Screen: UnsubscribeScreen,
});
