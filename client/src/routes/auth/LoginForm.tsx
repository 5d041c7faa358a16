import { type FormEvent, Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import type { CaptchaAction } from '../../components/inputs/useCaptchaGate';
import { useCountdown } from '../../components/inputs/useCountdown';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { reportUserErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { requestFailureText } from '../../relay/errors';
import { endViewerData } from '../../relay/viewerData';
import { ROUTE_PATHS, roleHome } from '../../router/access';
import { acceptsIdNumberLogin } from '../../../../shared/loginIdentifier';
import { canSubmitLogin } from './identifier';
import { type LoginInputs, loginRules } from './loginRules';
import { loginStorage } from '../../lib/loginStorage';
import { useRequestLoginCodeMutation } from './mutations/useRequestLoginCodeMutation';
import { useLoginFields } from './useLoginFields';
import { useLoginMutation } from './useLoginMutation';

const FIELDS = ['email', 'password', 'otpCode'] as const;

// The code step of a login with a one-time code (000 §4) loads with a utility that has it (customerLoginWithOtp).
const loadCodeStep = () => import('./LoginCodeStep');
const LoginCodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.LoginCodeStep })));

export interface LoginFormProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  /** settings.customerIdNoRegExpr: an all-digit identifier matching it is an id number (001 §5). */
  idNumberPattern?: string | null;
  /** settings.customerLoginWithOtp: Login first sends a code, then signs in with it (000 §4). */
  otpLogin?: boolean;
  resendLockSeconds?: number;
  /** 000 §5: with settings.isTermsOfUse the terms must be accepted; the label names them in the warning. */
  terms?: { accepted: boolean; label: string } | null;
  /** The captcha gate of the page (000 §4); without one the action runs at once. */
  runWithCaptcha?: (action: CaptchaAction) => void;
  onCaptchaRefused?: () => void;
}

/**
 * 000 §2 login form. What the user typed stays in place on failure; the server's text is shown as a
 * warning (000 §8) and beside the field it is about.
 */
export function LoginForm({ identifier, onIdentifierChange, idNumberPattern = null, otpLogin = false, resendLockSeconds = 0, terms = null, runWithCaptcha = (action) => action(null), onCaptchaRefused }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useLoginFields<LoginInputs>(
    { username: identifier, password: '', otpCode: '', trustedComputer: loginStorage.trustedComputer() },
    loginRules(t, idNumberPattern),
  );
  const [codeSent, setCodeSent] = useState(false);
  const [commitLogin, loginInFlight] = useLoginMutation();
  const [commitRequestCode, codeInFlight] = useRequestLoginCodeMutation();
  const resendLock = useCountdown();
  const isInFlight = loginInFlight || codeInFlight;
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const { username, password, otpCode } = form.values;
  useEffect(() => {
    if (otpLogin) void loadCodeStep();
  }, [otpLogin]);
  const canSubmit = canSubmitLogin(username, password, isInFlight, idNumberPattern) && (!codeSent || otpCode !== '');

  function failed(errors: Parameters<typeof reportUserErrors>[0]) {
    const reported = reportUserErrors(errors, { fields: FIELDS, notify, t, notifyFieldErrors: true });
    const { email, ...others } = reported.fieldErrors;
    form.refuse(email ? { ...others, username: email } : others);
    if (reported.retryAfterSeconds > 0) resendLock.start(reported.retryAfterSeconds);
    if (errors.some((error) => error.code === 'CAPTCHA_FAILED')) onCaptchaRefused?.();
  }

  /** 000 §8: a request that fails as a whole warns with the server's text and returns to /login. */
  function requestFailed(error: Error) {
    notify('warn', requestFailureText(error, t));
    if (location.pathname !== ROUTE_PATHS.login) void navigate(ROUTE_PATHS.login, { replace: true });
  }

  // 000 §5: inputs are trimmed of whitespace.
  const typed = () => {
    const values = form.values;
    return { email: values.username.trim(), password: values.password.trim(), trustedComputer: values.trustedComputer, otpCode: values.otpCode };
  };

  function requestCode(captchaToken: string | null) {
    form.clear();
    const { email, password } = typed();
    commitRequestCode({
      variables: { input: { email, password, captchaToken } },
      onCompleted: ({ requestLoginCode }) => {
        if (requestLoginCode.userErrors.length > 0) return failed(requestLoginCode.userErrors);
        if (!requestLoginCode.codeSent) return signIn(captchaToken);
        setCodeSent(true);
        resendLock.start(requestLoginCode.resendAvailableInSeconds ?? resendLockSeconds);
      },
      onError: requestFailed,
    });
  }

  function signIn(captchaToken: string | null) {
    form.clear();
    const { email, password, trustedComputer, otpCode } = typed();
    const code = codeSent ? { otpCode } : {};
    commitLogin({
      variables: { input: { email, password, trustedComputer, captchaToken, ...code } },
      onCompleted: ({ login }) => {
        if (login.userErrors.length > 0) return failed(login.userErrors);
        loginStorage.rememberLogin(email);
        loginStorage.rememberTrustedComputer(trustedComputer);
        // Whatever the store held before (a visitor's application, another user's records) is not this user's.
        endViewerData(environment, () => navigate(roleHome(login.viewer.user?.role ?? 'CUSTOMER'), { replace: true }));
      },
      onError: requestFailed,
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.checkAll() || !canSubmit) return;
    if (terms && !terms.accepted) notify('warn', t('login.acceptTerms', { label: terms.label }));
    else runWithCaptcha((token) => (otpLogin && !codeSent ? requestCode(token) : signIn(token)));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight}>
      <TextField
        label={t(acceptsIdNumberLogin(idNumberPattern) ? 'login.identifierOrIdNumber' : 'login.identifier')}
        {...form.text('username')}
        onChange={(event) => {
          form.set('username', event.target.value);
          onIdentifierChange(event.target.value);
        }}
        type="text"
        autoComplete="username"
        inputMode="email"
        disabled={isInFlight}
        required
      />
      <PasswordField
        label={t('login.password')}
        {...form.text('password')}
        onChange={(event) => form.set('password', event.target.value)}
        autoComplete="current-password"
        disabled={isInFlight}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        required
      />
      {codeSent ? (
        <Suspense fallback={null}>
          <LoginCodeStep
            code={otpCode}
            onCodeChange={(code) => form.set('otpCode', code)}
            error={form.problems.otpCode ?? null}
            resendLockedSeconds={resendLock.remaining}
            onResend={() => runWithCaptcha(requestCode)}
            disabled={isInFlight}
          />
        </Suspense>
      ) : null}
      <CheckboxField
        label={t('login.trustComputer')}
        name="trustedComputer"
        checked={form.values.trustedComputer}
        onChange={(event) => form.set('trustedComputer', event.target.checked)}
        disabled={isInFlight}
      />
      <Button type="submit" disabled={!canSubmit} className="w-full">
        {t('login.submit')}
      </Button>
    </form>
  );
}
