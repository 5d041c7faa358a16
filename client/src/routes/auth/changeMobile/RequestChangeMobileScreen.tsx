import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { CHANGE_MOBILE_MESSAGE_MS, CHANGE_MOBILE_RETURN_MS } from '../../../components/timing';
import { reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { defineScreen } from '../../../router/screenRoute';
import { AuthPage } from '../AuthPage';
import { ContactChangeOtpStep } from '../ContactChangeOtpStep';
import { useCompleteMobileChangeMutation } from '../mutations/useCompleteMobileChangeMutation';
import { useRequestMobileChangeMutation } from '../mutations/useRequestMobileChangeMutation';
import { useContactChangeCode } from '../useContactChangeCode';
import { useRedirectAfter } from '../useRedirectAfter';
import type { RequestChangeMobileScreenQuery } from './__generated__/RequestChangeMobileScreenQuery.graphql';
import { e164Digits } from '../../../../../shared/phoneRules';
import { type MobileChangeValues, MobileChangeForm, mobileChangeRules } from './MobileChangeForm';
import { showServerErrors, usePortalForm } from '../../../forms/usePortalForm';

const requestChangeMobileScreenQuery = graphql`
  query RequestChangeMobileScreenQuery @preloadable {
    viewer {
      user {
        mobileNo
      }
    }
    settings {
      otpDisableResendSeconds
      customerMobileAllowedPhoneCountries
    }
  }
`;

const FIELDS = ['currentMobile', 'newMobile', 'password'] as const;

/** 001 §2, §4 change mobile: request, then the SMS code; on success back to the previous page after 5 s. */
function RequestChangeMobileScreen({ queryRef }: { queryRef: PreloadedQuery<RequestChangeMobileScreenQuery> }) {
  const { viewer, settings } = usePreloadedQuery<RequestChangeMobileScreenQuery>(requestChangeMobileScreenQuery, queryRef);
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const redirect = useRedirectAfter();
  const form = usePortalForm<MobileChangeValues>({ defaultValues: { currentMobile: '', newMobile: { dialCode: '', number: '' }, password: '' }, rules: mobileChangeRules(t) });
  const values = form.watch();
  const [done, setDone] = useState(false);
  const { sentTo, backToForm, fieldErrors, setFieldErrors, resendLockedSeconds, codeRequested } = useContactChangeCode(
    settings.otpDisableResendSeconds,
  );
  const [request, requesting] = useRequestMobileChangeMutation();
  const [complete, completing] = useCompleteMobileChangeMutation();
  const busy = requesting || completing || done;
  const newMobile = e164Digits(values.newMobile) ?? '';
  // 001 §8: change-mobile refusals warn with the server text for 5 s.
  const report = (errors: Parameters<typeof reportUserErrors>[0], fields: readonly string[]) =>
    reportUserErrors(errors, { fields, notify, t, kind: 'warn', durationMs: CHANGE_MOBILE_MESSAGE_MS });

  function sendCode() {
    setFieldErrors({});
    request({
      variables: { input: { currentMobile: values.currentMobile.trim(), newMobile, password: values.password } },
      onCompleted: ({ requestMobileChange }) =>
        void codeRequested(requestMobileChange, newMobile, (errors) => {
          const reported = report(errors, FIELDS);
          showServerErrors(form, reported.fieldErrors);
          return reported;
        }),
      onError: (error) => void notify('error', error.message),
    });
  }

  function completeChange(otpCode: string) {
    complete({
      variables: { input: { newMobile, otpCode, password: values.password } },
      onCompleted: ({ completeMobileChange }) => {
        if (!completeMobileChange.mobileChanged) return setFieldErrors(report(completeMobileChange.userErrors, ['otpCode']).fieldErrors);
        setDone(true);
        notify('success', t('changeMobile.done'), CHANGE_MOBILE_RETURN_MS);
        redirect(-1, CHANGE_MOBILE_RETURN_MS);
      },
      onError: (error) => void notify('error', error.message),
    });
  }

  return (
    <AuthPage title={t('requestChangeMobile.title')}>
      {done ? (
        <p role="status" className="text-green-800">
          {t('changeMobile.done')}
        </p>
      ) : sentTo ? (
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
        <MobileChangeForm
          form={form}
          profileMobile={viewer.user?.mobileNo}
          countries={settings.customerMobileAllowedPhoneCountries}
          busy={busy}
          lockedSeconds={resendLockedSeconds}
          onSubmit={sendCode}
        />
      )}
    </AuthPage>
  );
}

export const requestChangeMobileScreen = defineScreen<RequestChangeMobileScreenQuery>({
  namespaces: ['auth'],
  Screen: RequestChangeMobileScreen,
});
