import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import { UnreadMessagesList } from '../../features/messages/UnreadMessagesList';
import type { HomeScreenQuery } from './__generated__/HomeScreenQuery.graphql';
import { Dashboard } from './Dashboard';
import { HomeSelectedAccount } from './HomeSelectedAccount';
import { isolated } from '../../i18n/isolate';
import { Shortcuts } from './Shortcuts';

const homeScreenQuery = graphql`
  query HomeScreenQuery @preloadable {
    viewer {
      user {
        name
        ...Shortcuts_user
        ...HomeSelectedAccount_user
        ...UnreadMessagesList_user
        startScreenDashboardAccount {
          ...Dashboard_account
        }
      }
    }
    settings {
      isSelectAccount
      ...Shortcuts_settings
    }
    organisation {
      name
    }
  }
`;

// The list's links simply navigate: the home screen has no dialog to close first.
const noop = () => {};

/** 000 §2 /userHome: the customer's start screen, built from the selected account in one request. */
function HomeScreen({ queryRef }: { queryRef: PreloadedQuery<HomeScreenQuery> }) {
  const { viewer, settings, organisation } = usePreloadedQuery<HomeScreenQuery>(homeScreenQuery, queryRef);
  const { t } = useTranslation('account');
  const user = viewer.user;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('userHome.greeting', { name: isolated(user?.name ?? '') })}</PageTitle>
      {user ? <HomeSelectedAccount user={user} canSwitch={settings.isSelectAccount} showUsage={!user.startScreenDashboardAccount} /> : null}
      {user ? (
        <section aria-labelledby="home-unread" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="home-unread" className="text-lg font-semibold text-gray-900">
            {t('userHome.unreadMessages')}
          </h2>
          <UnreadMessagesList user={user} onNavigate={noop} />
        </section>
      ) : null}
      {user?.startScreenDashboardAccount ? (
        <section aria-labelledby="home-dashboard" className="flex flex-col gap-3">
          <h2 id="home-dashboard" className="text-lg font-semibold text-gray-900">
            {t('dashboards.title')}
          </h2>
          <Dashboard account={user.startScreenDashboardAccount} />
        </section>
      ) : null}
      <Shortcuts settings={settings} user={user ?? null} />
    </div>
  );
}

export const homeScreen = defineScreen<HomeScreenQuery>({
  namespaces: ['account', 'billing', 'readings', 'messages', 'consumptionAlerts'],
  Screen: HomeScreen,
});
