import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { useViewerFeature } from '../../router/viewerFeature';
import { PageTitle } from '../../components/PageTitle';
import { isolated } from '../../i18n/isolate';
import { formatMoney } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import { moneyText } from '../../lib/money';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { enquiryPaths } from '../../lib/enquiryPaths';
import type { DisconnectionScreenQuery } from './__generated__/DisconnectionScreenQuery.graphql';
import { formatDayMonth } from './dayMonth';
import { InvestigationPanel } from './InvestigationPanel';
import { useReconnect } from './mutations';
import { RecordForm } from './RecordForm';
import { disconnectionPaths } from './search';
import { DisconnectionBadges } from './StatusBadge';

const disconnectionScreenQuery = graphql`
  query DisconnectionScreenQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on Disconnection {
        id
        billingGroup
        project
        batchNumber
        status
        accountId
        accountKey
        customerId
        customerName
        address
        propertyNo
        book
        caseNumber
        meterRef
        serialNo
        previousReading
        lastPaymentDate
        finalReading
        finalReadingDate
        clockOver
        comment
        balance {
          ...money_money
        }
        underInvestigation
        reconnectedOn
        ...RecordForm_disconnection @alias(as: "record")
        ...InvestigationPanel_disconnection @alias(as: "investigation")
      }
    }
    organisation {
      name
    }
  }
`;

/** 002 §2 / §3 / §4: one disconnection order with every label, its final reading, investigation and reconnection. */
function DisconnectionScreen({ queryRef }: { queryRef: PreloadedQuery<DisconnectionScreenQuery> }) {
  const { node, organisation } = usePreloadedQuery<DisconnectionScreenQuery>(disconnectionScreenQuery, queryRef);
  const { t, i18n } = useTranslation('disconnections');
  // The enquiry link only for viewers whose profile has the enquiries (the gateway refuses the others).
  const withEnquiries = useViewerFeature('enquiries');
  const notify = useNotify();
  const { run: reconnect, inFlight: reconnecting } = useReconnect({ failed: () => t('reconnect.failed') });
  const back = (
    <Link to={disconnectionPaths.list()} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('details.back')}
    </Link>
  );
  if (!node || node.id === undefined || node.status === undefined || !node.record || !node.investigation) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('details.notFoundTitle')} description={t('details.notFound')} testId="disconnection-not-found" />
      </div>
    );
  }
  const order = node;
  const { record, investigation, id, status } = node;
  const day = (value: string | null | undefined) => formatDayMonth(value, i18n.language);
  const editable = order.status === 'PENDING' || order.status === 'DISCONNECTED';
  const doReconnect = async () => {
    const outcome = await reconnect({ input: { disconnectionId: id } });
    if (outcome.status === 'done') notify('success', t('reconnect.done'));
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <div className="flex flex-col gap-2">
        <PageTitle suffix={organisation.name}>{t('details.title', { account: isolated(order.accountKey ?? '') })}</PageTitle>
        <div className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <DisconnectionBadges status={status} underInvestigation={order.underInvestigation ?? false} />
          {withEnquiries ? (
            <Link to={enquiryPaths.customer(order.customerId ?? '', order.accountId ?? '')} className={`text-brand-main underline ${focusRing}`} data-testid="account-enquiry-link">
              {t('details.enquiry')}
            </Link>
          ) : null}
        </div>
      </div>
      <Section title={t('details.labels')} testId="disconnection-labels">
        <DetailList layout="compact"
          items={[
            [t('labels.billingGroup'), <Ltr key="group">{order.billingGroup}</Ltr>],
            [t('labels.project'), order.project ?? null],
            [t('labels.batch'), <Ltr key="batch">{order.batchNumber}</Ltr>],
            [t('labels.account'), <Ltr key="account">{order.accountKey}</Ltr>],
            [t('labels.book'), order.book ? <Ltr key="book">{order.book}</Ltr> : null],
            [t('labels.propertyNo'), <Ltr key="property">{order.propertyNo}</Ltr>],
            [t('labels.caseId'), <Ltr key="case">{order.caseNumber}</Ltr>],
            [t('labels.customer'), <span key="customer" dir="auto">{order.customerName}</span>],
            [t('labels.address'), <span key="address" dir="auto">{order.address}</span>],
            [t('labels.meterRef'), order.meterRef ? <Ltr key="meter">{order.meterRef}</Ltr> : null],
            [t('labels.serialNo'), order.serialNo ? <Ltr key="serial">{order.serialNo}</Ltr> : null],
            [t('labels.previousReading'), <Ltr key="previous">{String(order.previousReading)}</Ltr>],
            [t('labels.lastPaymentDate'), order.lastPaymentDate ? <span key="paid" data-testid="last-payment-date">{day(order.lastPaymentDate)}</span> : null],
            [t('labels.finalReading'), order.finalReading === null || order.finalReading === undefined ? null : <Ltr key="final">{String(order.finalReading)}</Ltr>],
            [t('labels.finalReadingDate'), order.finalReadingDate ? <span key="finalDate" data-testid="final-reading-date-shown">{day(order.finalReadingDate)}</span> : null],
            [t('labels.clockOver'), order.clockOver ? t('values.yes') : t('values.no')],
            [t('labels.comment'), order.comment ? <span key="comment" dir="auto">{order.comment}</span> : null],
            [t('labels.balance'), order.balance ? moneyText(order.balance, i18n.language) : formatMoney(0, i18n.language)],
            [t('labels.reconnectedOn'), day(order.reconnectedOn)],
          ]}
        />
      </Section>
      {editable ? (
        <Section title={t('record.title')} testId="record-section">
          <RecordForm disconnection={record} />
        </Section>
      ) : null}
      <Section title={t('investigation.title')} testId="investigation-section">
        <InvestigationPanel disconnection={investigation} editable={editable} />
      </Section>
      {order.status === 'DISCONNECTED' ? (
        <Section title={t('reconnect.title')} testId="reconnect-section">
          <p className="text-sm text-gray-700">{t('reconnect.hint')}</p>
          <Button variant="secondary" className="self-start" disabled={reconnecting} onClick={() => void doReconnect()} data-testid="reconnect">
            {t('reconnect.button')}
          </Button>
        </Section>
      ) : null}
    </div>
  );
}

export const disconnectionScreen = defineScreen<DisconnectionScreenQuery>({
  namespaces: ['disconnections', 'enquiry', 'billing'],
  Screen: DisconnectionScreen,
});
