import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CaptchaAction } from '../../../components/inputs/useCaptchaGate';
import { useServerTexts } from '../useServerTexts';
import type { RegistrationView_query$key } from './__generated__/RegistrationView_query.graphql';
import type { RegistrationView_settings$key } from './__generated__/RegistrationView_settings.graphql';
import { type Registration, RegistrationCompletion } from './RegistrationCompletion';
import { RegistrationForm } from './RegistrationForm';

interface RegistrationViewProps {
  query: RegistrationView_query$key;
  settings: RegistrationView_settings$key;
  identifier: string;
  onIdentifierChange: (value: string) => void;
  runWithCaptcha: (action: CaptchaAction) => void;
  onCaptchaRefused: () => void;
  onBack: () => void;
}

/** 000 §4 registration: not completed (the form), completed (OTP entry), then back to the login view. */
export function RegistrationView({ query, settings, identifier, onIdentifierChange, runWithCaptcha, onCaptchaRefused, onBack }: RegistrationViewProps) {
  const texts = useFragment(
    graphql`
      fragment RegistrationView_query on Query {
        registrationTexts: texts(ids: [39, 49, 55, 56, 58, 59, 86]) {
          ...useServerTexts_texts
        }
        accountExampleImage
      }
    `,
    query,
  );
  /* eslint-disable relay/unused-fields -- RegistrationForm.tsx reads these settings */
  const config = useFragment(
    graphql`
      fragment RegistrationView_settings on Settings {
        passwordMinimumLength
        strongPassword
        portalProfileType
        validateCustomerAccountIdNo
        validateEmployeeAccountIdNo
        customerMobileNoRegExpr
        otpDisableResendSeconds
      }
    `,
    settings,
  );
  /* eslint-enable relay/unused-fields */
  const [registration, setRegistration] = useState<Registration | null>(null);
  const text = useServerTexts(texts.registrationTexts);

  if (registration) {
    return <RegistrationCompletion registration={registration} resendLockSeconds={config.otpDisableResendSeconds} onActivated={onBack} />;
  }
  return (
    <RegistrationForm
      settings={config}
      serverText={text}
      exampleImage={texts.accountExampleImage}
      identifier={identifier}
      onIdentifierChange={onIdentifierChange}
      runWithCaptcha={runWithCaptcha}
      onCaptchaRefused={onCaptchaRefused}
      onBack={onBack}
      onRegistered={setRegistration}
    />
  );
}
