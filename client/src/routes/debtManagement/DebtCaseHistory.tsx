import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDate } from '../../i18n/format';
import { moneyText } from '../../lib/money';
import { Section } from '../../components/Section';
import type { DebtCaseHistory_debtCase$key } from './__generated__/DebtCaseHistory_debtCase.graphql';

/** The actions history of the case, newest first. */
export function DebtCaseHistory(props: { debtCase: DebtCaseHistory_debtCase$key }) {
  const { t, i18n } = useTranslation('debtManagement');
  const { history } = useFragment(
    graphql`
      fragment DebtCaseHistory_debtCase on DebtCase {
        history {
          action
          actedOn
          note
          amount {
            ...money_money
          }
          employeeName
        }
      }
    `,
    props.debtCase,
  );
  return (
    <Section title={t('history.title')} testId="debt-case-history">
      <StackedTable
        caption={t('history.title')}
        rows={history.map((entry, index) => ({ ...entry, key: String(index) }))}
        rowKey={(entry) => entry.key}
        columns={[
          { key: 'date', header: t('history.date'), cell: (entry) => <span className="whitespace-nowrap">{formatDate(entry.actedOn)}</span> },
          { key: 'action', header: t('history.action'), cell: (entry) => t(`enquiryTabs:debtCaseAction.${entry.action}`, { defaultValue: entry.action }) },
          { key: 'amount', header: t('history.amount'), numeric: true, cell: (entry) => (entry.amount ? <span className="whitespace-nowrap">{moneyText(entry.amount, i18n.language)}</span> : '—') },
          { key: 'note', header: t('history.note'), cell: (entry) => (entry.note ? <span dir="auto">{entry.note}</span> : '—') },
          { key: 'employee', header: t('history.employee'), cell: (entry) => entry.employeeName ?? '—' },
        ]}
      />
    </Section>
  );
}
