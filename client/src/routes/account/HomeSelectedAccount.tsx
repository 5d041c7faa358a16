import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { BalanceSummary } from '../../features/billing/BalanceSummary';
import { LatestBillCard } from '../../features/billing/LatestBillCard';
import { ConsumptionAlertsCard } from '../../features/consumptionAlerts/ConsumptionAlertsCard';
import { ConsumptionChart } from '../../features/readings/ConsumptionChart';
import { LatestReadingCard } from '../../features/readings/LatestReadingCard';
import type { HomeSelectedAccount_user$key } from './__generated__/HomeSelectedAccount_user.graphql';
import { AccountSwitcher } from './AccountSwitcher';
import { RelationBadge } from './RelationBadge';

/** The account the customer's screens show (000 §3 selectedAccount), a switcher when allowed, its balance, latest bill, latest reading and usage. */
interface HomeSelectedAccountProps {
  user: HomeSelectedAccount_user$key;
  canSwitch: boolean;
  /** False when the start screen's dashboard already shows the usage chart. */
  showUsage: boolean;
}

export function HomeSelectedAccount({ user, canSwitch, showUsage }: HomeSelectedAccountProps) {
  const { t } = useTranslation('account');
  const data = useFragment(
    graphql`
      fragment HomeSelectedAccount_user on User {
        selectedAccount {
          id
          accountKey
          holderName
          address
          relation
          ...BalanceSummary_account
          ...LatestBillCard_account
          ...LatestReadingCard_account
          ...ConsumptionChart_account
          ...ConsumptionAlertsCard_account
        }
        accounts(first: 100) {
          edges {
            node {
              id
              accountKey
              address
              # eslint-disable-next-line relay/unused-fields -- AccountSwitcher.tsx marks the selected account
              isSelected
            }
          }
        }
      }
    `,
    user,
  );
  const account = data.selectedAccount;
  const accounts = data.accounts.edges.map((edge) => edge.node);
  if (!account) return <EmptyState title={t('accounts.none')} />;
  return (
    <>
      <section aria-labelledby="selected-account" data-testid="selected-account" className="rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="selected-account" className="text-lg font-semibold text-gray-900">
            {t('userHome.selectedAccount', { accountKey: account.accountKey })}
          </h2>
          <RelationBadge relation={account.relation} />
        </div>
        {/* Each part its own run in its own direction, wrapped whole: a Latin name and address in an Arabic page read name, then address. */}
        <p className="mt-1 flex flex-wrap gap-x-1 text-sm text-gray-700" data-testid="selected-account-holder">
          <bdi dir="auto">{account.holderName}</bdi>
          <span>·</span>
          <bdi dir="auto">{account.address}</bdi>
        </p>
        {canSwitch && accounts.length > 1 ? (
          <div className="mt-4">
            <AccountSwitcher key={account.id} accounts={accounts} />
          </div>
        ) : null}
      </section>
      <ConsumptionAlertsCard account={account} />
      <div className="grid gap-6 md:grid-cols-2">
        <BalanceSummary account={account} />
        <LatestBillCard account={account} />
        <LatestReadingCard account={account} />
      </div>
      {showUsage ? <ConsumptionChart account={account} /> : null}
    </>
  );
}
