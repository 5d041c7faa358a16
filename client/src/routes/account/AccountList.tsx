import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import type { AccountList_user$key } from './__generated__/AccountList_user.graphql';
import { AccountCard } from './AccountCard';
import { useSwitchAccount } from './useSwitchAccount';

/** Every account the customer owns, rents or represents, the selected one marked. */
export function AccountList({ user, canSwitch }: { user: AccountList_user$key; canSwitch: boolean }) {
  const { t } = useTranslation('account');
  const data = useFragment(
    graphql`
      fragment AccountList_user on User {
        accounts(first: 100) {
          totalCount
          edges {
            node {
              id
              ...AccountCard_account
            }
          }
        }
      }
    `,
    user,
  );
  const [switchTo, switching] = useSwitchAccount();
  if (data.accounts.edges.length === 0) return <EmptyState title={t('accounts.none')} />;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-gray-700">{t('accounts.count', { count: data.accounts.totalCount })}</p>
      {data.accounts.edges.map(({ node }) => (
        <AccountCard key={node.id} account={node} canSwitch={canSwitch} switching={switching} onSwitch={switchTo} />
      ))}
    </div>
  );
}
