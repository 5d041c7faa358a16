import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { AccountsScreenQuery } from './__generated__/AccountsScreenQuery.graphql';
import { AccountList } from './AccountList';
import { ViewAuditList } from './ViewAuditList';

const accountsScreenQuery = graphql`
  query AccountsScreenQuery @preloadable {
    viewer {
      user {
        ...AccountList_user
        ...ViewAuditList_user
      }
    }
    settings {
      isSelectAccount
    }
    organisation {
      name
    }
  }
`;

/** 000 §2 /account: the customer's accounts and properties (002 §3 labels), with account switching. */
function AccountsScreen({ queryRef }: { queryRef: PreloadedQuery<AccountsScreenQuery> }) {
  const { viewer, settings, organisation } = usePreloadedQuery<AccountsScreenQuery>(accountsScreenQuery, queryRef);
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('accounts.title')}</PageTitle>
      {viewer.user ? <AccountList user={viewer.user} canSwitch={settings.isSelectAccount} /> : null}
      {viewer.user ? <ViewAuditList user={viewer.user} /> : null}
    </div>
  );
}

export const accountsScreen = defineScreen<AccountsScreenQuery>({
  namespaces: ['account', 'customerView'],
  Screen: AccountsScreen,
});
