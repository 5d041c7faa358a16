import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { FinancialTabs_account$key } from './__generated__/FinancialTabs_account.graphql';
import { BillsSection } from '../../features/billing/BillsSection';
import { PaymentsSection } from '../../features/billing/PaymentsSection';
import { StatementSection } from '../../features/billing/StatementSection';
import type { StatementRange } from '../../lib/statementRange';

/** The tabs, in order; the open one is the URL's `tab` parameter so that a reload keeps it. */
const TABS = ['bills', 'statement', 'payments'] as const;

/** Bills, statement and payment records of the account, one tab each. */
export function FinancialTabs({ account, range }: { account: FinancialTabs_account$key; range: StatementRange }) {
  const { t } = useTranslation('billing');
  const [search, setSearch] = useSearchParams();
  const data = useFragment(
    graphql`
      fragment FinancialTabs_account on Account @argumentDefinitions(from: { type: "Date!" }, to: { type: "Date!" }) {
        ...BillsSection_account
        ...StatementSection_account @arguments(from: $from, to: $to)
        ...PaymentsSection_account
      }
    `,
    account,
  );
  const selected = Math.max(0, TABS.indexOf(search.get('tab') as (typeof TABS)[number]));
  const select = (index: number) => {
    const params = new URLSearchParams(search);
    params.set('tab', TABS[index] ?? 'bills');
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  return (
    <TabGroup selectedIndex={selected} onChange={select} className="flex flex-col gap-4">
      <TabList aria-label={t('tabs.label')} className="flex gap-1 overflow-x-auto border-b border-gray-300">
        {TABS.map((tab) => (
          <Tab
            key={tab}
            className={`-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-gray-700 data-hover:text-gray-900 data-selected:border-brand-main data-selected:text-brand-main ${focusRing}`}
          >
            {t(`tabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        <TabPanel className={`rounded ${focusRing}`}>
          <BillsSection account={data} />
        </TabPanel>
        <TabPanel className={`rounded ${focusRing}`}>
          <StatementSection account={data} range={range} />
        </TabPanel>
        <TabPanel className={`rounded ${focusRing}`}>
          <PaymentsSection account={data} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
