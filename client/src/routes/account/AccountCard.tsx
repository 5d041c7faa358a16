import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import type { AccountCard_account$key } from './__generated__/AccountCard_account.graphql';
import { AccountDetails } from './AccountDetails';
import { PropertyDetails } from './PropertyDetails';
import { RelationBadge } from './RelationBadge';

interface AccountCardProps {
  account: AccountCard_account$key;
  /** 000 §3 isSelectAccount: the utility lets customers switch accounts. */
  canSwitch: boolean;
  switching: boolean;
  onSwitch: (accountId: string, accountKey: string) => void;
}

/** One account with its relation, selection, account details and property details. */
export function AccountCard({ account, canSwitch, switching, onSwitch }: AccountCardProps) {
  const { t } = useTranslation('account');
  const data = useFragment(
    graphql`
      fragment AccountCard_account on Account {
        id
        accountKey
        holderName
        relation
        isSelected
        ...AccountDetails_account
        property {
          ...PropertyDetails_property
        }
      }
    `,
    account,
  );
  const headingId = `account-${data.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="account-card"
      data-selected={data.isSelected || undefined}
      className={`rounded-lg border bg-white p-4 shadow-sm sm:p-6 ${data.isSelected ? 'border-brand-main ring-2 ring-brand-main' : 'border-gray-300'}`}
    >
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('accounts.cardTitle', { accountKey: data.accountKey })}
        </h2>
        <RelationBadge relation={data.relation} />
        {data.isSelected ? (
          <span className="rounded-full bg-brand-main px-2.5 py-0.5 text-xs font-semibold text-white">{t('accounts.selected')}</span>
        ) : null}
        <bdi className="text-sm text-gray-700">{data.holderName}</bdi>
        {canSwitch && !data.isSelected ? (
          <Button variant="secondary" className="ms-auto" mutates disabled={switching} onClick={() => onSwitch(data.id, data.accountKey)}>
            {t('accounts.switch')}
            <span className="sr-only"> {data.accountKey}</span>
          </Button>
        ) : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label={t('accounts.accountSection', { accountKey: data.accountKey })}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-700">{t('accounts.accountSectionTitle')}</h3>
          <AccountDetails account={data} />
        </section>
        <section aria-label={t('accounts.propertySection', { accountKey: data.accountKey })}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-700">{t('accounts.propertySectionTitle')}</h3>
          <PropertyDetails property={data.property} />
        </section>
      </div>
    </article>
  );
}
