import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { BillsSection } from '../../features/billing/BillsSection';
import { PaymentsSection } from '../../features/billing/PaymentsSection';
import { ConsumptionChart } from '../../features/readings/ConsumptionChart';
import type { Dashboard_account$key } from './__generated__/Dashboard_account.graphql';

/**
 * The customer's dashboard (000 §2 /dashscreen, `showDashboardsOnStartScreen`): the consumption trend, bills
 * trend and payments of one account, each panel the billing or readings screens' own fragment.
 */
export function Dashboard({ account }: { account: Dashboard_account$key }) {
  const { t } = useTranslation('account');
  const data = useFragment(
    graphql`
      fragment Dashboard_account on Account {
        accountKey
        ...ConsumptionChart_account
        ...BillsSection_account
        ...PaymentsSection_account
      }
    `,
    account,
  );
  return (
    <section aria-label={t('dashboards.panelLabel', { accountKey: data.accountKey })} data-testid="dashboard" className="flex flex-col gap-6">
      <ConsumptionChart account={data} />
      {/* Wide tables scroll inside their panel instead of widening the page (WCAG 1.4.10 reflow). */}
      <div className="min-w-0 overflow-x-auto">
        <BillsSection account={data} />
      </div>
      <div className="min-w-0 overflow-x-auto">
        <PaymentsSection account={data} />
      </div>
    </section>
  );
}
