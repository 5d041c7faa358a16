import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { focusRing } from '../../components/focusRing';
import { AlertActions } from '../../features/consumptionAlerts/AlertActions';
import { EvidenceView } from '../../features/consumptionAlerts/EvidenceView';
import { alertSummary } from '../../features/consumptionAlerts/alertTexts';
import { useTranslation } from '../../i18n/useTranslation';
import { defineScreen } from '../../router/screenRoute';
import type { ConsumptionAlertScreenQuery } from './__generated__/ConsumptionAlertScreenQuery.graphql';

const consumptionAlertScreenQuery = graphql`
  query ConsumptionAlertScreenQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on ConsumptionAlert @alias(as: "alert") {
        kind
        ...alertTexts_alert
        ...EvidenceView_alert
        ...AlertActions_alert
      }
    }
    organisation {
      name
    }
  }
`;

/** One leak or high-usage alert: what it means, its evidence as chart and table, and what the customer can do. */
function ConsumptionAlertScreen({ queryRef }: { queryRef: PreloadedQuery<ConsumptionAlertScreenQuery> }) {
  const { node: found, organisation } = usePreloadedQuery<ConsumptionAlertScreenQuery>(consumptionAlertScreenQuery, queryRef);
  const node = found?.alert;
  const { t } = useTranslation('consumptionAlerts');
  const back = (
    <Link to="/userHome" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('detail.back')}
    </Link>
  );
  if (!node) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-6">
        {back}
        <EmptyState title={t('detail.notFound')} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-6">
      {back}
      <PageTitle suffix={organisation.name}>{t(`kind.${node.kind}`)}</PageTitle>
      <p className="text-gray-900">{alertSummary(t, node)}</p>
      <p className="text-sm text-gray-700">{t(`advice.${node.kind}`)}</p>
      <section className="rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
        <EvidenceView alert={node} />
      </section>
      <AlertActions alert={node} />
    </div>
  );
}

export const consumptionAlertScreen = defineScreen<ConsumptionAlertScreenQuery>({
  namespaces: ['consumptionAlerts', 'readings'],
  Screen: ConsumptionAlertScreen,
});
