import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { CHANGE_EMAIL_ERROR_MS, CHANGE_EMAIL_MESSAGE_MS } from '../../../components/timing';
import { reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { defineScreen } from '../../../router/screenRoute';
import { SERVER_TEXT } from '../../../lib/serverTexts';
import { useServerTexts } from '../useServerTexts';
import { AuthPage } from '../AuthPage';
import { ContactChangeOtpStep } from '../ContactChangeOtpStep';
import { useCompleteEmailChangeMutation } from '../mutations/useCompleteEmailChangeMutation';
import { useRequestEmailChangeMutation } from '../mutations/useRequestEmailChangeMutation';
import { useContactChangeCode } from '../useContactChangeCode';
import type { RequestChangeEmailScreenQuery } from './__generated__/RequestChangeEmailScreenQuery.graphql';
import type { EmailChangeValues } from './emailChangeRules';
import { EmailChangeForm, emailChangeRules } from './EmailChangeForm';
import { showServerErrors, usePortalForm } from '../../../forms/usePortalForm';

const requestChangeEmailScreenQuery = graphql`
  query RequestChangeEmailScreenQuery @preloadable {
    viewer {
      user {
        email
      }
    }
    settings {
      otpDisableResendSeconds
    }
    emailTexts: texts(ids: [60]) {
      ...useServerTexts_texts
    }
  }
`;

const FIELDS = ['currentEmail', 'newEmail', 'password'] as const;

/** 001 §2, §4 change email: form, then the code sent to the new email, then back where the user came from. */
function RequestChangeEmailScreen({ queryRef }: { queryRef: PreloadedQuery<RequestChangeEmailScreenQuery> }) {
  const { viewer, settings, emailTexts } = usePreloadedQuery<RequestChangeEmailScreenQuery>(requestChangeEmailScreenQuery, queryRef);
  const serverText = useServerTexts(emailTexts);
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const navigate = useNavigate();
  const form = usePortalForm<EmailChangeValues>({ defaultValues: { currentEmail: '', newEmail: '', password: '' }, rules: emailChangeRules(t) });
  const values = form.watch();
  const { sentTo, backToForm, fieldErrors, setFieldErrors, resendLockedSeconds, codeRequested } = useContactChangeCode(
    settings.otpDisableResendSeconds,
  );
  const [request, requesting] = useRequestEmailChangeMutation();
  const [complete, completing] = useCompleteEmailChangeMutation();
  const busy = requesting || completing;
  const newEmail = values.newEmail.trim().toLowerCase();

  function sendCode() {
    setFieldErrors({});
    request({
      variables: { input: { currentEmail: values.currentEmail.trim(), newEmail, password: values.password } },
      onCompleted: ({ requestEmailChange }) => {
        const sent = codeRequested(requestEmailChange, newEmail, (errors) => {
          const reported = reportUserErrors(errors, { fields: FIELDS, notify, t, durationMs: CHANGE_EMAIL_MESSAGE_MS });
          showServerErrors(form, reported.fieldErrors);
          return reported;
        });
        if (sent) notify('success', t('changeEmail.sent'), CHANGE_EMAIL_MESSAGE_MS);
      },
      onError: (error) => void notify('error', error.message),
    });
  }

  function completeChange(otpCode: string) {
    complete({
      variables: { input: { newEmail, otpCode, password: values.password } },
      onCompleted: ({ completeEmailChange }) => {
        if (completeEmailChange.emailChanged) {
          notify('success', t('changeEmail.done'));
          void navigate(-1);
          return;
        }
        // 001 §8: completion errors show for 5 s.
        setFieldErrors(reportUserErrors(completeEmailChange.userErrors, { fields: ['otpCode'], notify, t, kind: 'error', durationMs: CHANGE_EMAIL_ERROR_MS }).fieldErrors);
      },
      onError: (error) => void notify('error', error.message),
    });
  }

  return (
    <AuthPage title={t('requestChangeEmail.title')}>
      {sentTo ? (
        <ContactChangeOtpStep
          sentTo={sentTo}
          resendLockedSeconds={resendLockedSeconds}
          busy={busy}
          error={fieldErrors.otpCode}
          onResend={sendCode}
          onSubmit={completeChange}
          onBack={backToForm}
        />
      ) : (
        <EmailChangeForm
          accountEmailHint={serverText(SERVER_TEXT.accountEmailTooltip)}
          form={form}
          profileEmail={viewer.user?.email}
          busy={busy}
          lockedSeconds={resendLockedSeconds}
          onSubmit={sendCode}
        />
      )}
    </AuthPage>
  );
}

export const requestChangeEmailScreen = defineScreen<RequestChangeEmailScreenQuery>({
  namespaces: ['auth'],
  Screen: RequestChangeEmailScreen,
});
