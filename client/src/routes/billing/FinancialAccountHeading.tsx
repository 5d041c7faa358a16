import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { FinancialAccountHeading_account$key } from './__generated__/FinancialAccountHeading_account.graphql';

/** Which account the screen shows; with several accounts, the way to /account where the customer switches. */
export function FinancialAccountHeading({ account, accountCount }: { account: FinancialAccountHeading_account$key; accountCount: number }) {
  const { t } = useTranslation('billing');
  const data = useFragment(
    graphql`
      fragment FinancialAccountHeading_account on Account {
        accountKey
        holderName
        address
      }
    `,
    account,
  );
  return (
    <section aria-labelledby="financial-account" data-testid="financial-account" className="flex flex-wrap items-baseline justify-between gap-2">
      <div>
        <h2 id="financial-account" className="text-lg font-semibold text-gray-900">
          {t('financial.account', { accountKey: data.accountKey })}
        </h2>
        <p className="text-sm text-gray-700">
          {data.holderName} · {data.address}
        </p>
      </div>
      {accountCount > 1 ? (
        <Link to="/account" className={`rounded text-sm font-medium text-brand-main underline ${focusRing}`}>
          {t('financial.switchAccount', { count: accountCount })}
        </Link>
      ) : null}
    </section>
  );
}
