import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, useParams } from 'react-router-dom';
import { defineScreen } from '../../../router/screenRoute';
import { AuthPage } from '../AuthPage';
import { HomeButton } from '../HomeButton';
import { useConfirmEmailChangeMutation } from '../mutations/useConfirmEmailChangeMutation';
import type { ConfirmEmailChangeScreenQuery } from './__generated__/ConfirmEmailChangeScreenQuery.graphql';

const confirmEmailChangeScreenQuery = graphql`
  query ConfirmEmailChangeScreenQuery @preloadable {
    settings {
      ...HomeButton_settings
    }
  }
`;

type Status = { kind: 'pending' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

/** 001 §4: the change-email link posts its code on load; without a code the user goes to /login. */
function ConfirmEmailChangeScreen({ queryRef }: { queryRef: PreloadedQuery<ConfirmEmailChangeScreenQuery> }) {
  const { settings } = usePreloadedQuery<ConfirmEmailChangeScreenQuery>(confirmEmailChangeScreenQuery, queryRef);
  const { t } = useTranslation('auth');
  const { code = '' } = useParams();
  const [status, setStatus] = useState<Status>({ kind: 'pending' });
  const [confirm] = useConfirmEmailChangeMutation();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; a link code is single use.
    if (code === '' || started.current) return;
    started.current = true;
    confirm({
      variables: { input: { code } },
      onCompleted: ({ confirmEmailChange }) =>
        setStatus(
          confirmEmailChange.emailChanged
            ? { kind: 'confirmed' }
            : { kind: 'failed', message: confirmEmailChange.userErrors.map((error) => error.message).join(' ') || t('changeEmailComplete.failed') },
        ),
      onError: (error) => setStatus({ kind: 'failed', message: error.message }),
    });
  });

  if (code === '') return <Navigate to="/login" replace />;
  return (
    <AuthPage title={t('changeEmailComplete.title')}>
      <p role="status" data-testid="change-email-status" className={status.kind === 'failed' ? 'text-red-700' : 'text-gray-800'}>
        {status.kind === 'confirmed'
          ? t('changeEmailComplete.confirmed')
          : status.kind === 'failed'
            ? t('changeEmailComplete.error', { message: status.message })
            : t('changeEmailComplete.pending')}
      </p>
      <HomeButton settings={settings} />
    </AuthPage>
  );
}

export const confirmEmailChangeScreen = defineScreen<ConfirmEmailChangeScreenQuery>({
  namespaces: ['auth'],
  Screen: ConfirmEmailChangeScreen,
});
