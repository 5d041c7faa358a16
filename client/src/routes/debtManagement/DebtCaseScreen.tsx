import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { isolated } from '../../i18n/isolate';
import { defineScreen } from '../../router/screenRoute';
import type { DebtCaseScreenQuery } from './__generated__/DebtCaseScreenQuery.graphql';
import { ActionPanel } from './ActionPanel';
import { AgreementForm } from './AgreementForm';
import { DebtCaseHistory } from './DebtCaseHistory';
import { DebtCaseSummary } from './DebtCaseSummary';
import { PaymentForm } from './PaymentForm';
import { debtPaths } from './search';

const debtCaseScreenQuery = graphql`
  query DebtCaseScreenQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on DebtCase {
        caseNumber
        ...DebtCaseSummary_debtCase @alias(as: "summary")
        ...AgreementForm_debtCase @alias(as: "agreement")
        ...PaymentForm_debtCase @alias(as: "payment")
        ...ActionPanel_debtCase @alias(as: "actions")
        ...DebtCaseHistory_debtCase @alias(as: "history")
      }
    }
    banks {
      # eslint-disable-next-line relay/unused-fields -- AgreementForm.tsx offers the banks and checks the IBAN against the country
      bankId
      name
      # eslint-disable-next-line relay/unused-fields -- AgreementForm.tsx offers the banks and checks the IBAN against the country
      country
    }
    organisation {
      name
    }
  }
`;

/** /dm/:caseId: one debt case with its agreement form, payments, actions and history. */
function DebtCaseScreen({ queryRef }: { queryRef: PreloadedQuery<DebtCaseScreenQuery> }) {
  const { node, banks, organisation } = usePreloadedQuery<DebtCaseScreenQuery>(debtCaseScreenQuery, queryRef);
  const { t } = useTranslation('debtManagement');
  const back = (
    <Link to={debtPaths.list()} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('details.back')}
    </Link>
  );
  if (!node?.caseNumber || !node.summary || !node.agreement || !node.payment || !node.actions || !node.history) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('details.notFoundTitle')} description={t('details.notFound')} testId="debt-case-not-found" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <PageTitle suffix={organisation.name}>{t('details.title', { caseNumber: isolated(node.caseNumber) })}</PageTitle>
      <DebtCaseSummary debtCase={node.summary} />
      <AgreementForm debtCase={node.agreement} banks={banks} />
      <PaymentForm debtCase={node.payment} />
      <ActionPanel debtCase={node.actions} />
      <DebtCaseHistory debtCase={node.history} />
    </div>
  );
}

export const debtCaseScreen = defineScreen<DebtCaseScreenQuery>({
  namespaces: ['debtManagement', 'enquiryTabs', 'enquiry', 'billing'],
  Screen: DebtCaseScreen,
});
