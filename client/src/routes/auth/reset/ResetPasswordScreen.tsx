import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { OtpInput } from '../../../components/inputs/OtpInput';
import { PasswordPair } from '../../../components/inputs/PasswordPair';
import { SERVER_TEXT, serverText } from '../../../lib/serverTexts';
import type { PasswordPairValue } from '../../../components/inputs/passwordRules';
import { ResendButton } from '../../../components/inputs/ResendButton';
import { useCountdown } from '../../../components/inputs/useCountdown';
import { REDIRECT_AFTER_MS } from '../../../components/timing';
import { type FieldErrors, reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { defineScreen } from '../../../router/screenRoute';
import { AuthPage } from '../AuthPage';
import { HomeButton } from '../HomeButton';
import { useRequestPasswordResetMutation } from '../mutations/useRequestPasswordResetMutation';
import { useResetPasswordMutation } from '../mutations/useResetPasswordMutation';
import { useRedirectAfter } from '../useRedirectAfter';
import type { ResetPasswordScreenQuery } from './__generated__/ResetPasswordScreenQuery.graphql';

const resetPasswordScreenQuery = graphql`
  query ResetPasswordScreenQuery @preloadable {
    settings {
      passwordMinimumLength
      strongPassword
      otpDisableResendSeconds
      ...HomeButton_settings
    }
    passwordTexts: texts(ids: [56, 86]) {
      # eslint-disable-next-line relay/unused-fields -- serverText (lib/serverTexts.ts) reads it
      textId
      # eslint-disable-next-line relay/unused-fields -- serverText (lib/serverTexts.ts) reads it
      text
    }
  }
`;

const FIELDS = ['code', 'password', 'passwordRepeat'] as const;

/** 000 §2, §4 reset page: idle, submitting, completed (to /login after 3 s) or error. */
function ResetPasswordScreen({ queryRef }: { queryRef: PreloadedQuery<ResetPasswordScreenQuery> }) {
  const { settings, passwordTexts } = usePreloadedQuery<ResetPasswordScreenQuery>(resetPasswordScreenQuery, queryRef);
  const { t } = useTranslation('auth');
  const { emailPhone = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirectAfter();
  const [passwords, setPasswords] = useState<PasswordPairValue>({ password: '', password2: '', canContinue: false });
  const [code, setCode] = useState('');
  const [completed, setCompleted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // The reset view has just sent a code: Resend starts locked (000 §9).
  const resendLock = useCountdown(settings.otpDisableResendSeconds);
  const [reset, resetting] = useResetPasswordMutation();
  const [resend, resending] = useRequestPasswordResetMutation();
  const busy = resetting || resending;
  const policy = { minimumLength: settings.passwordMinimumLength, strong: settings.strongPassword };
  const ready = passwords.canContinue && code !== '' && !busy && !completed;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setFieldErrors({});
    reset({
      variables: { input: { emailOrMobile: emailPhone, code, password: passwords.password, passwordRepeat: passwords.password2 } },
      onCompleted: ({ resetPassword }) => {
        if (resetPassword.passwordReset) {
          setCompleted(true);
          redirect('/login', REDIRECT_AFTER_MS);
          return;
        }
        // 000 §8: a refused reset shows the server text as an error.
        setFieldErrors(reportUserErrors(resetPassword.userErrors, { fields: FIELDS, notify, t, kind: 'error' }).fieldErrors);
      },
      onError: (error) => void notify('error', error.message),
    });
  }

  function resendCode() {
    resend({
      variables: { input: { emailOrMobile: emailPhone } },
      onCompleted: ({ requestPasswordReset }) => {
        // 000 §8: a resend failure warns with the server text for 10 s.
        const reported = reportUserErrors(requestPasswordReset.userErrors, { fields: [], notify, t, kind: 'warn' });
        if (requestPasswordReset.sent) notify('info', t('otp.sent'));
        resendLock.start(reported.retryAfterSeconds || settings.otpDisableResendSeconds);
      },
      onError: (error) => void notify('warn', error.message),
    });
  }

  return (
    <AuthPage title={t('resetPassword.title')}>
      <p className="text-gray-800">{t('resetPassword.codeSentTo', { to: emailPhone })}</p>
      {completed ? (
        <p role="status" className="text-green-800">
          {t('resetPassword.completed')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy} data-testid="reset-form">
          <PasswordPair
            value={passwords}
            onChange={setPasswords}
            policy={policy}
            error={fieldErrors.password ?? fieldErrors.passwordRepeat}
            disabled={busy}
            rulesHint={serverText(passwordTexts, SERVER_TEXT.passwordRulesTooltip)}
            note={serverText(passwordTexts, SERVER_TEXT.passwordMessage)}
          />
          <OtpInput label={t('otp.code')} name="code" value={code} onChange={setCode} error={fieldErrors.code} disabled={busy} />
          <div className="flex flex-wrap justify-between gap-3">
            <ResendButton lockedSeconds={resendLock.remaining} onResend={resendCode} disabled={busy} />
            <Button type="submit" disabled={!ready}>
              {t('resetPassword.submitNew')}
            </Button>
          </div>
        </form>
      )}
      <HomeButton settings={settings} />
    </AuthPage>
  );
}

export const resetPasswordScreen = defineScreen<ResetPasswordScreenQuery>({
  namespaces: ['auth'],
  Screen: ResetPasswordScreen,
});
