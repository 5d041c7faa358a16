import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { EmptyState } from '../../components/EmptyState';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDate } from '../../i18n/format';
import type { StatementSectionPaginationQuery } from './__generated__/StatementSectionPaginationQuery.graphql';
import type { StatementSection_account$key } from './__generated__/StatementSection_account.graphql';
import { LoadMore } from '../../components/table/LoadMore';
import type { money_money$key } from '../../lib/__generated__/money_money.graphql';
import { moneyText } from '../../lib/money';
import type { StatementRange } from '../../lib/statementRange';
import { StatementRangePicker } from './StatementRangePicker';

const STATEMENT_PAGE_SIZE = 20;

/** The statement of the range in the URL: its lines, oldest first, between the opening and closing balances. */
export function StatementSection({ account, range }: { account: StatementSection_account$key; range: StatementRange }) {
  const { t, i18n } = useTranslation('billing');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StatementSectionPaginationQuery, StatementSection_account$key>(
    graphql`
      fragment StatementSection_account on Account
      @refetchable(queryName: "StatementSectionPaginationQuery")
      @argumentDefinitions(
        from: { type: "Date!" }
        to: { type: "Date!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        transactions(from: $from, to: $to, first: $count, after: $cursor)
          @connection(key: "StatementSection_transactions", filters: ["from", "to"]) {
          totalCount
          openingBalance { ...money_money }
          closingBalance { ...money_money }
          edges {
            cursor
            node {
              date
              type
              description
              debit { ...money_money }
              credit { ...money_money }
              balance { ...money_money }
            }
          }
        }
      }
    `,
    account,
  );
  const { transactions } = data;
  const lines = transactions.edges.map((edge) => ({ cursor: edge.cursor, ...edge.node }));
  const money = (value: money_money$key | null | undefined) => (value ? moneyText(value, i18n.language) : '');
  return (
    <div className="flex flex-col gap-4">
      {/* A new range from the URL (back button, reload) resets the picker; a refused custom range keeps its typed days. */}
      <StatementRangePicker key={`${range.preset}:${range.from}:${range.to}`} range={range} />
      <p role="status" data-testid="statement-summary" className="text-sm text-gray-700">
        {t('statement.summary', { count: transactions.totalCount, from: formatDate(range.from), to: formatDate(range.to) })}
      </p>
      <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-gray-700">{t('statement.opening')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{money(transactions.openingBalance)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-gray-700">{t('statement.closing')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{money(transactions.closingBalance)}</dd>
        </div>
      </dl>
      {lines.length === 0 ? (
        <EmptyState title={t('statement.emptyTitle')} description={t('statement.empty')} />
      ) : (
        <StackedTable
          testId="statement-table"
          caption={t('statement.caption')}
          rows={lines}
          rowKey={(line) => line.cursor}
          columns={[
            { key: 'date', header: t('transaction.date'), cell: (line) => formatDate(line.date) },
            { key: 'type', header: t('transaction.type'), cell: (line) => t(`transactionType.${line.type}`, { defaultValue: line.type }) },
            { key: 'description', header: t('transaction.description'), cell: (line) => line.description },
            { key: 'debit', header: t('transaction.debit'), numeric: true, cell: (line) => money(line.debit) },
            { key: 'credit', header: t('transaction.credit'), numeric: true, cell: (line) => money(line.credit) },
            { key: 'balance', header: t('transaction.balance'), numeric: true, cell: (line) => money(line.balance) },
          ]}
        />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(STATEMENT_PAGE_SIZE)} /> : null}
    </div>
  );
}
