import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { DashboardScreenQuery } from './__generated__/DashboardScreenQuery.graphql';
import { Dashboard } from './Dashboard';

const dashboardScreenQuery = graphql`
  query DashboardScreenQuery @preloadable {
    viewer {
      user {
        selectedAccount {
          accountKey
          ...Dashboard_account
        }
      }
    }
    settings {
      allowDashboardsCustomer
    }
    organisation {
      name
    }
  }
`;

/** 000 §2 /dashscreen: the customer's dashboard for the selected account, when the utility allows it (000 §6). */
function DashboardScreen({ queryRef }: { queryRef: PreloadedQuery<DashboardScreenQuery> }) {
  const { viewer, settings, organisation } = usePreloadedQuery<DashboardScreenQuery>(dashboardScreenQuery, queryRef);
  const { t } = useTranslation('account');
  const account = viewer.user?.selectedAccount;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('dashboards.title')}</PageTitle>
      {!settings.allowDashboardsCustomer ? (
        <EmptyState title={t('dashboards.notOffered')} testId="dashboards-off" />
      ) : account ? (
        <>
          <p className="text-sm text-gray-700">{t('dashboards.forAccount', { accountKey: account.accountKey })}</p>
          <Dashboard account={account} />
        </>
      ) : (
        <EmptyState title={t('accounts.none')} />
      )}
    </div>
  );
}

export const dashboardScreen = defineScreen<DashboardScreenQuery>({
  namespaces: ['account', 'billing', 'readings'],
  Screen: DashboardScreen,
});
