import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { RouteFallback } from '../../components/RouteFallback';
import { useCaptchaGate } from '../../components/inputs/useCaptchaGate';
import type { LoginModes_query$key } from './__generated__/LoginModes_query.graphql';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { useServerTexts } from './useServerTexts';

/** The registration and reset views load when the visitor switches to them (or hovers the link). */
const loadRegistrationView = () => import('./register/RegistrationView');
const loadPasswordResetView = () => import('./reset/PasswordResetView');
const RegistrationView = lazy(() => loadRegistrationView().then((module) => ({ default: module.RegistrationView })));
const PasswordResetView = lazy(() => loadPasswordResetView().then((module) => ({ default: module.PasswordResetView })));

// The captcha and the legal terms load with a utility that has them; the page waits for them (the shell's
// Suspense) so that nothing moves once it shows.
const CaptchaWidget = lazy(() => import('../../components/inputs/CaptchaWidget').then((module) => ({ default: module.CaptchaWidget })));
const LegalTermsField = lazy(() => import('./LegalTermsField').then((module) => ({ default: module.LegalTermsField })));

const prefetchViews = () => {
  void loadRegistrationView();
  void loadPasswordResetView();
};

/** 000 §4 login page modes. */
export type LoginMode = 'login' | 'register' | 'resetPassword';

/** 000 §7 text ids of the custom button texts: 77 register, 78 forgot password, 79 new customer; 52 the legal link. */
const TEXT_IDS = { register: 77, forgot: 78, newCustomer: 79, legalLink: 52 } as const;

interface LoginModesProps {
  query: LoginModes_query$key;
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  identifier: string;
  onIdentifierChange: (value: string) => void;
}

/**
 * The login, registration and reset views of the login page. Switching or acting needs the captcha when
 * one is configured; the intended action runs once it passes (000 §4).
 */
export function LoginModes({ query, mode, onModeChange, identifier, onIdentifierChange }: LoginModesProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment LoginModes_query on Query {
        settings {
          customerLoginWithOtp
          otpDisableResendSeconds
          reCaptchaSiteKey
          reCaptchaScriptUrl
          isTermsOfUse
          customerIdNoRegExpr
          ...LoginLinks_settings
          ...RegistrationView_settings
        }
        customTexts: texts(ids: [52, 77, 78, 79]) {
          ...useServerTexts_texts
        }
        ...LegalTermsField_query
        ...RegistrationView_query
      }
    `,
    query,
  );
  const captcha = useCaptchaGate(data.settings.reCaptchaSiteKey);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const customText = useServerTexts(data.customTexts);
  const termsLabel = customText(TEXT_IDS.legalLink) ?? t('legal.termsOfUse');
  const siteKey = data.settings.reCaptchaSiteKey;

  return (
    <div className="flex flex-col gap-4">
      {siteKey && !captcha.passed ? (
        <CaptchaWidget
          siteKey={siteKey}
          scriptUrl={data.settings.reCaptchaScriptUrl ?? null}
          passed={captcha.passed}
          shaking={captcha.shaking}
          onVerified={captcha.verified}
        />
      ) : null}
      {mode === 'login' ? (
        <>
          {data.settings.isTermsOfUse ? (
            <LegalTermsField query={data} label={termsLabel} accepted={termsAccepted} onChange={setTermsAccepted} />
          ) : null}
          <LoginForm
            identifier={identifier}
            onIdentifierChange={onIdentifierChange}
            otpLogin={data.settings.customerLoginWithOtp}
            idNumberPattern={data.settings.customerIdNoRegExpr ?? null}
            resendLockSeconds={data.settings.otpDisableResendSeconds}
            terms={data.settings.isTermsOfUse ? { accepted: termsAccepted, label: termsLabel } : null}
            runWithCaptcha={captcha.run}
            onCaptchaRefused={captcha.reset}
          />
          <LoginLinks
            settings={data.settings}
            registerText={customText(TEXT_IDS.register)}
            forgotText={customText(TEXT_IDS.forgot)}
            newCustomerText={customText(TEXT_IDS.newCustomer)}
            onRegister={() => captcha.run(() => onModeChange('register'))}
            onForgot={() => captcha.run(() => onModeChange('resetPassword'))}
            onPrefetch={prefetchViews}
            onNewCustomer={(path) => captcha.run(() => void navigate(path))}
          />
        </>
      ) : null}
      <Suspense fallback={<RouteFallback />}>
      {mode === 'register' ? (
        <RegistrationView
          query={data}
          settings={data.settings}
          identifier={identifier}
          onIdentifierChange={onIdentifierChange}
          runWithCaptcha={captcha.run}
          onCaptchaRefused={captcha.reset}
          onBack={() => onModeChange('login')}
        />
      ) : null}
      {mode === 'resetPassword' ? (
        <PasswordResetView
          identifier={identifier}
          onIdentifierChange={onIdentifierChange}
          runWithCaptcha={captcha.run}
          onCaptchaRefused={captcha.reset}
          onBack={() => onModeChange('login')}
        />
      ) : null}
      </Suspense>
    </div>
  );
}
