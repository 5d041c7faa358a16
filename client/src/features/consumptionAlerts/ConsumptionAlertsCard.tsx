import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { useTranslation } from '../../i18n/useTranslation';
import type { ConsumptionAlertsCard_account$key } from './__generated__/ConsumptionAlertsCard_account.graphql';
import { alertSummary } from './alertTexts';

/**
 * The account's open leak and high-usage alerts on the home screen, most recent first, each with its one-line
 * explanation and a link to its evidence. Alerts the customer just dismissed or acted on leave at once.
 */
export function ConsumptionAlertsCard({ account }: { account: ConsumptionAlertsCard_account$key }) {
  const { t } = useTranslation('consumptionAlerts');
  const data = useFragment(
    graphql`
      fragment ConsumptionAlertsCard_account on Account {
        consumptionAlerts(status: OPEN, first: 5) {
          edges {
            node {
              id
              kind
              status
              ...alertTexts_alert
            }
          }
        }
      }
    `,
    account,
  );
  const alerts = data.consumptionAlerts.edges.map((edge) => edge.node).filter((alert) => alert.status === 'OPEN');
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="home-alerts" data-testid="consumption-alerts-card" className="flex flex-col gap-3 rounded-lg border border-amber-500 border-s-4 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="home-alerts" className="text-lg font-semibold text-gray-900">{t('card.title')}</h2>
      <ul className="flex flex-col gap-3">
        {alerts.map((alert) => (
          <li key={alert.id} className="flex flex-col gap-1 border-t border-gray-200 pt-3 first:border-t-0 first:pt-0" data-testid={`alert-${alert.kind}`}>
            <p className="font-semibold text-gray-900">{t(`kind.${alert.kind}`)}</p>
            <p className="text-sm text-gray-700">{alertSummary(t, alert)}</p>
            <Link to={`/app/alerts/${encodeURIComponent(alert.id)}`} className={`self-start text-sm font-semibold text-brand-main underline ${focusRing}`}>
              {t('card.open', { kind: t(`kind.${alert.kind}`) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
