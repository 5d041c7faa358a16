import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate, formatMoney } from '../../i18n/format';
import type { BalanceSummary_account$key } from './__generated__/BalanceSummary_account.graphql';
import { moneyText } from '../../lib/money';

/** What the account owes and by when, with a callout when part of it is overdue (home and /financial). */
export function BalanceSummary({ account }: { account: BalanceSummary_account$key }) {
  const { t, i18n } = useTranslation('billing');
  const { balance } = useFragment(
    graphql`
      fragment BalanceSummary_account on Account {
        balance {
          amountDue { amount ...money_money }
          balance { amount currencySymbol }
          overdueAmount { ...money_money }
          dueDate
          isOverdue
        }
      }
    `,
    account,
  );
  const inCredit = Number(balance.balance.amount) < 0;
  return (
    <section aria-labelledby="balance-summary" data-testid="balance-summary" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="balance-summary" className="text-base font-semibold text-gray-900">
        {t('balance.title')}
      </h2>
      <p className="flex flex-col">
        <span className="text-sm text-gray-700">{inCredit ? t('balance.credit') : t('balance.amountDue')}</span>
        <span className="text-3xl font-semibold text-gray-900" data-testid="amount-due">
          {inCredit ? formatMoney(-Number(balance.balance.amount), i18n.language, balance.balance.currencySymbol) : moneyText(balance.amountDue, i18n.language)}
        </span>
      </p>
      {balance.dueDate ? <p className="text-sm text-gray-700">{t('balance.dueBy', { date: formatDate(balance.dueDate) })}</p> : null}
      {!inCredit && Number(balance.amountDue.amount) === 0 ? <p className="text-sm text-gray-700">{t('balance.nothingDue')}</p> : null}
      {balance.isOverdue ? (
        <p role="note" data-testid="overdue-callout" className="rounded-md border-s-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          <strong className="font-semibold">{t('balance.overdueTitle')}</strong>{' '}
          {t('balance.overdue', { amount: moneyText(balance.overdueAmount, i18n.language) })}
        </p>
      ) : null}
    </section>
  );
}
