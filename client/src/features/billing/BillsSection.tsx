import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { EmptyState } from '../../components/EmptyState';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDate } from '../../i18n/format';
import type { BillsSectionPaginationQuery } from './__generated__/BillsSectionPaginationQuery.graphql';
import type { BillsSection_account$key } from './__generated__/BillsSection_account.graphql';
import { BillPdfLink } from './BillPdfLink';
import { BillStatusBadge } from './BillStatusBadge';
import { LoadMore } from '../../components/table/LoadMore';
import { moneyText } from '../../lib/money';

/** Bills per page; the gateway's `latestBill` reads the same first page (002 §9 page size 10). */
const BILLS_PAGE_SIZE = 10;

/** The account's bills, newest first, each with its PDF. */
export function BillsSection({ account }: { account: BillsSection_account$key }) {
  const { t, i18n } = useTranslation('billing');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BillsSectionPaginationQuery, BillsSection_account$key>(
    graphql`
      fragment BillsSection_account on Account
      @refetchable(queryName: "BillsSectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        bills(first: $count, after: $cursor) @connection(key: "BillsSection_bills") {
          totalCount
          edges {
            node {
              id
              invoiceNumber
              periodFrom
              periodTo
              issueDate
              dueDate
              amount { ...money_money }
              status
              pdfUrl
            }
          }
        }
      }
    `,
    account,
  );
  const bills = data.bills.edges.map((edge) => edge.node);
  if (bills.length === 0) return <EmptyState title={t('bills.emptyTitle')} description={t('bills.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('bills.count', { count: data.bills.totalCount })}</p>
      <StackedTable
        testId="bills-table"
        caption={t('bills.caption')}
        rows={bills}
        rowKey={(bill) => bill.id}
        columns={[
          { key: 'number', header: t('bill.number'), cell: (bill) => <span className="font-mono">{bill.invoiceNumber}</span> },
          { key: 'period', header: t('bill.period'), cell: (bill) => t('bill.periodRange', { from: formatDate(bill.periodFrom), to: formatDate(bill.periodTo) }) },
          { key: 'issued', header: t('bill.issueDate'), cell: (bill) => formatDate(bill.issueDate) },
          { key: 'due', header: t('bill.dueDate'), cell: (bill) => formatDate(bill.dueDate) },
          { key: 'amount', header: t('bill.amount'), numeric: true, cell: (bill) => moneyText(bill.amount, i18n.language) },
          { key: 'status', header: t('bill.status'), cell: (bill) => <BillStatusBadge status={bill.status} /> },
          { key: 'pdf', header: t('bill.pdf'), cell: (bill) => <BillPdfLink url={bill.pdfUrl} invoiceNumber={bill.invoiceNumber} /> },
        ]}
      />
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(BILLS_PAGE_SIZE)} /> : null}
    </div>
  );
}
