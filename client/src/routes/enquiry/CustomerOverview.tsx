import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { DetailList } from '../../components/DetailList';
import { focusRing } from '../../components/focusRing';
import { Ltr } from '../../components/Ltr';
import { formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { moneyText } from '../../lib/money';
import type { CustomerOverview_customer$key } from './__generated__/CustomerOverview_customer.graphql';

const customerFragment = graphql`
  fragment CustomerOverview_customer on Customer {
    id
    overview {
      totals {
        balance { amount ...money_money }
        arrears { amount ...money_money }
        accountsInArrears
      }
      openDebtCases {
        account { id accountKey }
        debtCase { id caseNumber stage balance { ...money_money } }
      }
      openConsumptionAlerts {
        account { id accountKey }
        alert { id kind meterRef periodFrom periodTo }
      }
    }
  }
`;

const link = `font-medium text-brand-main underline ${focusRing}`;

/** One part of the header: its title and its content, or its own small error when the utility could not answer it. */
function Part({ title, testId, failed, children }: { title: string; testId: string; failed: string | null; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId} className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-300 bg-white p-3">
      <h2 className="text-sm font-semibold text-gray-900">{title}</h2>
      {failed === null ? children : <p role="status" className="text-sm text-red-800" data-testid={`${testId}-error`}>{failed}</p>}
    </section>
  );
}

/**
 * The top of the customer 360° view: what the customer owes over all their accounts, the debt cases still
 * being collected (a disconnected supply stands out) and the open consumption alerts, each leading to where
 * the employee acts on it. A part the gateway could not read shows its own error; the others still show.
 */
export function CustomerOverview({ customer, canWorkDebtCases }: { customer: CustomerOverview_customer$key; canWorkDebtCases: boolean }) {
  const { t, i18n } = useTranslation('enquiry');
  const { id: customerId, overview } = useFragment(customerFragment, customer);
  const { totals, openDebtCases: cases, openConsumptionAlerts: alerts } = overview;
  const tab = (accountId: string, name: string) => `${enquiryPaths.customer(customerId, accountId)}/${name}`;
  const inArrears = totals != null && Number(totals.arrears.amount) > 0;
  return (
    <div className="grid gap-3 md:grid-cols-3" data-testid="customer-overview">
      <Part title={t('overview.money')} testId="overview-money" failed={totals == null ? t('overview.failed') : null}>
        {totals ? (
          <DetailList
            layout="inline"
            items={[
              { label: t('overview.balance'), value: <Ltr>{moneyText(totals.balance, i18n.language)}</Ltr>, testId: 'overview-balance' },
              {
                label: t('overview.arrears'),
                value: <span className={inArrears ? 'font-semibold text-red-800' : ''}><Ltr>{moneyText(totals.arrears, i18n.language)}</Ltr></span>,
                testId: 'overview-arrears',
              },
              [t('overview.accountsInArrears'), String(totals.accountsInArrears)],
            ]}
          />
        ) : null}
      </Part>
      <Part title={t('overview.debtCases')} testId="overview-debt-cases" failed={cases == null ? t('overview.failed') : null}>
        {cases?.length === 0 ? <p className="text-sm text-gray-700">{t('overview.noDebtCases')}</p> : null}
        <ul className="flex flex-col gap-2">
          {(cases ?? []).map(({ account, debtCase }) => {
            const disconnected = debtCase.stage === 'DISCONNECTED';
            return (
              <li key={debtCase.id} data-testid="overview-debt-case" data-stage={debtCase.stage} className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${disconnected ? 'rounded-md border-s-4 border-red-700 bg-red-50 p-2' : ''}`}>
                <Badge tone={disconnected ? 'danger' : 'warning'} variant={disconnected ? 'solid' : 'soft'}>
                  {t(`enquiryTabs:debtCaseStage.${debtCase.stage}`, { defaultValue: debtCase.stage })}
                </Badge>
                <Link to={canWorkDebtCases ? `/dm/${encodeURIComponent(debtCase.id)}` : tab(account.id, 'debtCases')} className={`${link} font-mono`}>
                  {debtCase.caseNumber}
                </Link>
                <span className="text-gray-700">
                  {t('overview.ofAccount', { key: account.accountKey })} · <Ltr>{moneyText(debtCase.balance, i18n.language)}</Ltr>
                </span>
              </li>
            );
          })}
        </ul>
      </Part>
      <Part title={t('overview.alerts')} testId="overview-alerts" failed={alerts == null ? t('overview.failed') : null}>
        {alerts?.length === 0 ? <p className="text-sm text-gray-700">{t('overview.noAlerts')}</p> : null}
        <ul className="flex flex-col gap-2">
          {(alerts ?? []).map(({ account, alert }) => (
            <li key={alert.id} data-testid="overview-alert" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Badge tone={alert.kind === 'LEAK' ? 'danger' : 'caution'}>{t(`consumptionAlerts:kind.${alert.kind}`, { defaultValue: alert.kind })}</Badge>
              <Link to={tab(account.id, 'readings')} className={link}>
                {t('overview.meter', { meter: alert.meterRef })}
              </Link>
              <span className="text-gray-700">
                {t('overview.ofAccount', { key: account.accountKey })} · <Ltr>{`${formatDate(alert.periodFrom)} – ${formatDate(alert.periodTo)}`}</Ltr>
              </span>
            </li>
          ))}
        </ul>
      </Part>
    </div>
  );
}
