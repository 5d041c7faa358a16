import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { useViewerFeature } from '../../router/viewerFeature';
import { formatDate } from '../../i18n/format';
import { moneyText } from '../../lib/money';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { Badge, toneOf } from '../../components/Badge';
import { DEBT_STATE_TONES } from '../../lib/debtStates';
import type { DebtCaseSummary_debtCase$key } from './__generated__/DebtCaseSummary_debtCase.graphql';

/** The case's labels (002 §3 debt-management cases) with a link to the account's enquiry. */
export function DebtCaseSummary(props: { debtCase: DebtCaseSummary_debtCase$key }) {
  const { t, i18n } = useTranslation('debtManagement');
  // The enquiry link only for viewers whose profile has the enquiries (the gateway refuses the others).
  const withEnquiries = useViewerFeature('enquiries');
  const debtCase = useFragment(
    graphql`
      fragment DebtCaseSummary_debtCase on DebtCase {
        caseNumber
        openedOn
        stage
        status
        debtAmount {
          ...money_money
        }
        balance {
          ...money_money
        }
        lastAction
        lastActionOn
        closedOn
        accountId
        accountKey
        customerId
        customerName
        address
      }
    `,
    props.debtCase,
  );
  return (
    <Section
      title={t('details.summary')}
      testId="debt-case-summary"
      actions={
        withEnquiries ? (
          <Link to={enquiryPaths.customer(debtCase.customerId, debtCase.accountId)} className={`text-sm text-brand-main underline ${focusRing}`}>
            {t('details.enquiry')}
          </Link>
        ) : null
      }
    >
      <DetailList layout="compact"
        items={[
          [t('labels.caseNumber'), <Ltr key="case">{debtCase.caseNumber}</Ltr>],
          [t('labels.status'), <Badge key="status" tone={toneOf(DEBT_STATE_TONES, debtCase.status, 'muted')}>{t(`enquiryTabs:debtCaseStatus.${debtCase.status}`, { defaultValue: debtCase.status })}</Badge>],
          [t('labels.stage'), t(`enquiryTabs:debtCaseStage.${debtCase.stage}`, { defaultValue: debtCase.stage })],
          [t('labels.account'), <Ltr key="account">{debtCase.accountKey}</Ltr>],
          [t('labels.customer'), <span key="customer" dir="auto">{debtCase.customerName}</span>],
          [t('labels.address'), <span key="address" dir="auto">{debtCase.address}</span>],
          [t('labels.openedOn'), formatDate(debtCase.openedOn)],
          [t('labels.debt'), moneyText(debtCase.debtAmount, i18n.language)],
          [t('labels.balance'), <span key="balance" data-testid="debt-case-balance">{moneyText(debtCase.balance, i18n.language)}</span>],
          [t('labels.lastAction'), `${t(`enquiryTabs:debtCaseAction.${debtCase.lastAction}`, { defaultValue: debtCase.lastAction })} · ${formatDate(debtCase.lastActionOn)}`],
          [t('labels.closedOn'), formatDate(debtCase.closedOn)],
        ]}
      />
    </Section>
  );
}
