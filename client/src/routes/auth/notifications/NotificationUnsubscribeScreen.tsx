import { useState } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { useTranslation } from '../../../i18n/useTranslation';
import { defineScreen } from '../../../router/screenRoute';
import { AuthPage } from '../AuthPage';
import { HomeButton } from '../HomeButton';
import type { NotificationUnsubscribeScreenQuery } from './__generated__/NotificationUnsubscribeScreenQuery.graphql';
import { useUnsubscribeNotificationsMutation } from './useUnsubscribeNotificationsMutation';

const notificationUnsubscribeScreenQuery = graphql`
  query NotificationUnsubscribeScreenQuery($token: String!) @preloadable {
    notificationUnsubscribe(token: $token) {
      kind
    }
    settings {
      ...HomeButton_settings
    }
  }
`;

type Status = { kind: 'asking' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The link of every notification: says what it stops and stops it with one button, no sign-in needed. */
function NotificationUnsubscribeScreen({ queryRef }: { queryRef: PreloadedQuery<NotificationUnsubscribeScreenQuery> }) {
  const { notificationUnsubscribe, settings } = usePreloadedQuery<NotificationUnsubscribeScreenQuery>(notificationUnsubscribeScreenQuery, queryRef);
  const { t } = useTranslation('notifications');
  const { token = '' } = useParams();
  const [status, setStatus] = useState<Status>({ kind: 'asking' });
  const [commit, isInFlight] = useUnsubscribeNotificationsMutation();

  function confirm() {
    commit({
      variables: { token },
      onCompleted: ({ unsubscribeNotifications }) =>
        setStatus(
          unsubscribeNotifications.kind == null
            ? { kind: 'failed', message: unsubscribeNotifications.userErrors.map((error) => error.message).join(' ') || t('unsubscribe.invalid') }
            : { kind: 'done' },
        ),
      onError: (error) => setStatus({ kind: 'failed', message: error.message }),
    });
  }

  const kind = notificationUnsubscribe?.kind;
  return (
    <AuthPage title={t('unsubscribe.title')}>
      {kind == null ? (
        <p role="alert" className="text-red-700">
          {t('unsubscribe.invalid')}
        </p>
      ) : status.kind === 'asking' ? (
        <div className="flex flex-col gap-4">
          <p className="text-gray-800">{t('unsubscribe.question', { kind: t(`kinds.${kind}`) })}</p>
          <Button type="button" onClick={confirm} disabled={isInFlight}>
            {t('unsubscribe.confirm')}
          </Button>
        </div>
      ) : (
        <p role="status" data-testid="unsubscribe-status" className={status.kind === 'failed' ? 'text-red-700' : 'text-gray-800'}>
          {status.kind === 'done' ? t('unsubscribe.done', { kind: t(`kinds.${kind}`) }) : status.message}
        </p>
      )}
      <HomeButton settings={settings} />
    </AuthPage>
  );
}

export const unsubscribeScreen = defineScreen<NotificationUnsubscribeScreenQuery>({
  namespaces: ['notifications', 'auth'],
  Screen: NotificationUnsubscribeScreen,
});
