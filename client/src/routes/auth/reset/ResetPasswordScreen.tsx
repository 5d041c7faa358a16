import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { SERVER_TEXT } from '../../../lib/serverTexts';
import { useServerTexts } from '../useServerTexts';
import { passwordPairValue } from '../../../components/inputs/passwordRules';
import { FormOtpInput, FormPasswordPair, passwordPairProblems } from '../../../forms/accountFields';
import { usePortalForm } from '../../../forms/usePortalForm';
import { ResendButton } from '../../../components/inputs/ResendButton';
import { useCountdown } from '../../../components/inputs/useCountdown';
import { REDIRECT_AFTER_MS } from '../../../components/timing';
import { reportUserErrors } from '../../../notifications/userErrors';
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
      ...useServerTexts_texts
    }
  }
`;

const FIELDS = ['code', 'password', 'passwordRepeat'] as const;
const PAIR = ['password', 'passwordRepeat'] as const;

type ResetValues = Record<(typeof FIELDS)[number], string>;

/** 000 §2, §4 reset page: idle, submitting, completed (to /login after 3 s) or error. */
function ResetPasswordScreen({ queryRef }: { queryRef: PreloadedQuery<ResetPasswordScreenQuery> }) {
  const { settings, passwordTexts } = usePreloadedQuery<ResetPasswordScreenQuery>(resetPasswordScreenQuery, queryRef);
  const serverText = useServerTexts(passwordTexts);
  const { t } = useTranslation('auth');
  const { emailPhone = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirectAfter();
  const policy = { minimumLength: settings.passwordMinimumLength, strong: settings.strongPassword };
  const form = usePortalForm<ResetValues>({
    defaultValues: { code: '', password: '', passwordRepeat: '' },
    rules: (values) => {
      const [password, passwordRepeat] = passwordPairProblems(t, policy, values.password, values.passwordRepeat);
      return { password, passwordRepeat };
    },
  });
  const [completed, setCompleted] = useState(false);
  // The reset view has just sent a code: Resend starts locked (000 §9).
  const resendLock = useCountdown(settings.otpDisableResendSeconds);
  // 000 §8: a refused reset shows the server text as an error.
  const { run: reset, inFlight: resetting } = useResetPasswordMutation({ fields: FIELDS, kind: 'error', failed: (error) => error.message });
  const [resend, resending] = useRequestPasswordResetMutation();
  const busy = resetting || resending;
  const values = form.watch();
  const ready = passwordPairValue(values.password, values.passwordRepeat, policy).canContinue && values.code !== '' && !busy && !completed;

  const submit = form.submitWith(async ({ code, password, passwordRepeat }) => {
    const outcome = await reset({ input: { emailOrMobile: emailPhone, code, password, passwordRepeat } });
    if (outcome.status !== 'failed' && outcome.payload.passwordReset) {
      setCompleted(true);
      redirect('/login', REDIRECT_AFTER_MS);
      return null;
    }
    return outcome;
  });

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
        <FormProvider {...form}>
          <form onSubmit={(event) => (ready ? submit(event) : event.preventDefault())} noValidate className="flex flex-col gap-4" aria-busy={busy} data-testid="reset-form">
            <FormPasswordPair
              names={PAIR}
              policy={policy}
              disabled={busy}
              rulesHint={serverText(SERVER_TEXT.passwordRulesTooltip)}
              note={serverText(SERVER_TEXT.passwordMessage)}
            />
            <FormOtpInput label={t('otp.code')} name="code" disabled={busy} />
            <div className="flex flex-wrap justify-between gap-3">
              <ResendButton lockedSeconds={resendLock.remaining} onResend={resendCode} disabled={busy} />
              <Button type="submit" disabled={!ready}>
                {t('resetPassword.submitNew')}
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
      <HomeButton settings={settings} />
    </AuthPage>
  );
}

export const resetPasswordScreen = defineScreen<ResetPasswordScreenQuery>({
  namespaces: ['auth'],
  Screen: ResetPasswordScreen,
});
