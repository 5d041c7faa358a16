import { type FormEvent, useState } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { PageTitle } from '../../../components/PageTitle';
import { BrowserNoticeField } from '../../../features/browserNotice/BrowserNoticeField';
import { ChoiceGroup } from '../../../features/readings/ChoiceGroup';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNotify } from '../../../notifications/useNotify';
import { defineScreen } from '../../../router/screenRoute';
import type { NotificationChannel, NotificationKind, NotificationSettingsScreenQuery } from './__generated__/NotificationSettingsScreenQuery.graphql';
import { useSaveNotificationPreferencesMutation } from './useSaveNotificationPreferencesMutation';
import { ChangeControls } from '../../../components/viewOnly';

const notificationSettingsScreenQuery = graphql`
  query NotificationSettingsScreenQuery @preloadable {
    viewer {
      notificationPreferences {
        kind
        channel
      }
    }
  }
`;

const CHANNELS: readonly NotificationChannel[] = ['EMAIL', 'SMS', 'BOTH', 'NONE'];

type Choice = { readonly kind: NotificationKind; readonly channel: NotificationChannel };

/** The customer's channel per kind of notification; what they picked stays on screen whatever the save answers. */
function NotificationSettingsScreen({ queryRef }: { queryRef: PreloadedQuery<NotificationSettingsScreenQuery> }) {
  const { viewer } = usePreloadedQuery<NotificationSettingsScreenQuery>(notificationSettingsScreenQuery, queryRef);
  const { t } = useTranslation('notifications');
  const notify = useNotify();
  const [choices, setChoices] = useState<readonly Choice[]>(viewer.notificationPreferences ?? []);
  const [commit, isInFlight] = useSaveNotificationPreferencesMutation();
  const options = CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }));

  const choose = (kind: NotificationKind, channel: NotificationChannel) =>
    setChoices((before) => before.map((choice) => (choice.kind === kind ? { kind, channel } : choice)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commit({
      variables: { input: { preferences: choices.map(({ kind, channel }) => ({ kind, channel })) } },
      onCompleted: ({ saveNotificationPreferences }) => {
        const [problem] = saveNotificationPreferences.userErrors;
        if (problem !== undefined || saveNotificationPreferences.preferences == null) {
          notify('error', problem?.message ?? t('settings.failed'));
          return;
        }
        setChoices(saveNotificationPreferences.preferences);
        notify('success', t('settings.saved'));
      },
      onError: () => void notify('error', t('settings.failed')),
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageTitle>{t('settings.title')}</PageTitle>
      <p className="text-gray-700">{t('settings.intro')}</p>
      <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={isInFlight} data-testid="notification-settings">
        {/* The channel choices are plain radios (ChoiceGroup): off during a staff view with the form. */}
        <ChangeControls>
          <ul className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white">
            {choices.map(({ kind, channel }) => (
              <li key={kind} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <span aria-hidden="true" className="font-medium text-gray-900">
                  {t(`kinds.${kind}`)}
                </span>
                <ChoiceGroup legend={t(`kinds.${kind}`)} name={`channel-${kind}`} value={channel} options={options} onChange={(value) => choose(kind, value)} />
              </li>
            ))}
          </ul>
        </ChangeControls>
        <div>
          <Button type="submit" disabled={isInFlight}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
      <BrowserNoticeField />
    </div>
  );
}

export const notificationSettingsScreen = defineScreen<NotificationSettingsScreenQuery>({
  namespaces: ['notifications'],
  Screen: NotificationSettingsScreen,
});
