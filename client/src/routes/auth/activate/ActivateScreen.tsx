import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { REDIRECT_AFTER_MS } from '../../../components/timing';
import { defineScreen } from '../../../router/screenRoute';
import { AuthPage } from '../AuthPage';
import { HomeButton } from '../HomeButton';
import { useActivateAccountMutation } from '../mutations/useActivateAccountMutation';
import { useRedirectAfter } from '../useRedirectAfter';
import type { ActivateScreenQuery } from './__generated__/ActivateScreenQuery.graphql';
import { ActivationCodeForm } from './ActivationCodeForm';
import { activationFailureKey, activationRequestFailure } from './activationResult';

const activateScreenQuery = graphql`
  query ActivateScreenQuery @preloadable {
    settings {
      customerLoginWithOtp
      otpDisableResendSeconds
      ...HomeButton_settings
    }
    successText: texts(ids: [85]) {
      text
    }
  }
`;

type Status = { kind: 'unknown' } | { kind: 'activated' } | { kind: 'failed'; message: string };

/**
 * 000 §2, §4 activation page: with OTP login off the link code activates at once; with it on the user
 * enters the code. On success the page goes to /login after 3 s.
 */
function ActivateScreen({ queryRef }: { queryRef: PreloadedQuery<ActivateScreenQuery> }) {
  const data = usePreloadedQuery<ActivateScreenQuery>(activateScreenQuery, queryRef);
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const [status, setStatus] = useState<Status>({ kind: 'unknown' });
  const [activate] = useActivateAccountMutation();
  const redirect = useRedirectAfter();
  const started = useRef(false);
  const otpLogin = data.settings.customerLoginWithOtp;

  function activated() {
    setStatus({ kind: 'activated' });
    redirect('/login', REDIRECT_AFTER_MS);
  }

  useEffect(() => {
    if (otpLogin || started.current) return;
    // Strict mode runs effects twice; a link code is single use.
    started.current = true;
    activate({
      variables: { input: { value: code } },
      onCompleted: ({ activateAccount }) =>
        activateAccount.activated
          ? activated()
          : setStatus({ kind: 'failed', message: activateAccount.userErrors[0]?.message ?? t(activationFailureKey(activateAccount.result)) }),
      onError: (error) => setStatus({ kind: 'failed', message: activationRequestFailure(error, t, { supportNote: true }) }),
    });
  });

  const successText = data.successText[0]?.text?.trim() || t('activate.success');
  return (
    <AuthPage title={t('activate.title')}>
      {otpLogin && status.kind !== 'activated' ? (
        <ActivationCodeForm linkValue={code} resendLockSeconds={data.settings.otpDisableResendSeconds} onActivated={activated} />
      ) : null}
      <p role="status" data-testid="activation-status" className={status.kind === 'failed' ? 'text-red-700' : 'text-gray-800'}>
        {status.kind === 'activated' ? successText : status.kind === 'failed' ? status.message : otpLogin ? null : t('activate.pending')}
      </p>
      <HomeButton settings={data.settings} />
    </AuthPage>
  );
}

export const activateScreen = defineScreen<ActivateScreenQuery>({
  namespaces: ['auth'],
  Screen: ActivateScreen,
});
