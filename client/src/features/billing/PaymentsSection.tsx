import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { EmptyState } from '../../components/EmptyState';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDate } from '../../i18n/format';
import type { PaymentsSectionPaginationQuery } from './__generated__/PaymentsSectionPaginationQuery.graphql';
import type { PaymentsSection_account$key } from './__generated__/PaymentsSection_account.graphql';
import { BillStatusBadge } from './BillStatusBadge';
import { LoadMore } from '../../components/table/LoadMore';
import { moneyText } from '../../lib/money';

const PAYMENTS_PAGE_SIZE = 10;

/** Payment records, Completed and Pending (002 §4), newest first. */
export function PaymentsSection({ account }: { account: PaymentsSection_account$key }) {
  const { t, i18n } = useTranslation('billing');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PaymentsSectionPaginationQuery, PaymentsSection_account$key>(
    graphql`
      fragment PaymentsSection_account on Account
      @refetchable(queryName: "PaymentsSectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        paymentRecords(first: $count, after: $cursor) @connection(key: "PaymentsSection_paymentRecords") {
          totalCount
          edges {
            node {
              date
              amount { ...money_money }
              method
              reference
              status
              invoiceNumber
              purpose
            }
          }
        }
      }
    `,
    account,
  );
  const payments = data.paymentRecords.edges.map((edge) => edge.node);
  if (payments.length === 0) return <EmptyState title={t('payments.emptyTitle')} description={t('payments.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('payments.count', { count: data.paymentRecords.totalCount })}</p>
      <StackedTable
        testId="payments-table"
        caption={t('payments.caption')}
        rows={payments}
        rowKey={(payment) => payment.reference}
        columns={[
          { key: 'date', header: t('payment.date'), cell: (payment) => formatDate(payment.date) },
          { key: 'reference', header: t('payment.reference'), cell: (payment) => <span className="font-mono">{payment.reference}</span> },
          {
            key: 'bill',
            header: t('payment.bill'),
            // A fee or other sale is named by what it was beside its reference.
            cell: (payment) => (
              <span className="flex flex-col">
                <span className="font-mono">{payment.invoiceNumber}</span>
                {payment.purpose ? <span className="text-gray-700">{payment.purpose}</span> : null}
              </span>
            ),
          },
          { key: 'method', header: t('payment.method'), cell: (payment) => t(`method.${payment.method}`, { defaultValue: payment.method }) },
          { key: 'amount', header: t('payment.amount'), numeric: true, cell: (payment) => moneyText(payment.amount, i18n.language) },
          { key: 'status', header: t('payment.status'), cell: (payment) => <BillStatusBadge status={payment.status} /> },
        ]}
      />
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(PAYMENTS_PAGE_SIZE)} /> : null}
    </div>
  );
}
