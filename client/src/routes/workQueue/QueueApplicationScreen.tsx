import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { ApplicationAttachmentList } from '../../features/attachments/ApplicationAttachmentList';
import { MessagesPanel } from '../../features/messages/MessagesPanel';
import { ALL_MESSAGE_PERMISSIONS } from '../../features/messages/messagePermissions';
import type { QueueApplicationScreenQuery } from './__generated__/QueueApplicationScreenQuery.graphql';
import { AssignPanel } from './AssignPanel';
import { CustomerCard } from './CustomerCard';
import { NewCustomerDetailsCard } from './NewCustomerDetailsCard';
import { RequestCard } from './RequestCard';
import { QUEUES, type WorkQueueKind, detailLink } from '../../lib/workQueues';
import { StatusChangeForm } from './StatusChangeForm';
import { StatusHistory } from './StatusHistory';
import { UnreadBadge } from './UnreadBadge';
import { useWorkQueueChanged } from './useWorkQueueChanged';
import { RouteFallback } from '../../components/RouteFallback';

// Only family applications (docs/applicationFamilies.md) need their review and its decisions.
const FamilyReviewPanel = lazy(() => import('./FamilyReviewPanel').then((module) => ({ default: module.FamilyReviewPanel })));

const queueApplicationScreenQuery = graphql`
  query QueueApplicationScreenQuery($portalApplicationId: Int!, $kind: WorkQueueKind!) @preloadable {
    viewer {
      user {
        application(portalApplicationId: $portalApplicationId) {
          id
          portalApplicationId
          name
          kind
          typeName
          status
          updatedOn
          unreadMessageCount
          familyDetails {
            __typename
          }
          ...FamilyReviewPanel_application
          ...CustomerCard_application
          ...NewCustomerDetailsCard_application
          ...RequestCard_application
          ...AssignPanel_application
          ...StatusChangeForm_application
          ...StatusHistory_application
          ...MessagesPanel_application
          ...ApplicationAttachmentList_application
        }
      }
    }
    queueEmployees(kind: $kind) {
      # eslint-disable-next-line relay/unused-fields -- AssignPanel.tsx offers the employees
      employeeId
      name
    }
    organisation {
      name
    }
  }
`;

/** 002 §2 application / omApplication: one application of a queue, as staff work on it. */
function QueueApplicationScreen({ queryRef, kind }: { queryRef: PreloadedQuery<QueueApplicationScreenQuery>; kind: WorkQueueKind }) {
  const { viewer, queueEmployees, organisation } = usePreloadedQuery<QueueApplicationScreenQuery>(queueApplicationScreenQuery, queryRef);
  const { t } = useTranslation('workQueue');
  useWorkQueueChanged(kind);
  const application = viewer.user?.application;
  const back = (
    <Link to={QUEUES[kind].listPath} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('details.back', { queue: t(QUEUES[kind].titleKey) })}
    </Link>
  );
  if (!application) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('details.notFoundTitle')} description={t('details.notFound')} testId="queue-application-not-found" />
      </div>
    );
  }
  // An id of the other queue: its own detail route, with that queue's employees.
  if (application.kind !== kind) return <Navigate to={detailLink(application.kind as WorkQueueKind, application.portalApplicationId)} replace />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <div className="flex flex-col gap-2">
        <PageTitle suffix={organisation.name}>{application.name}</PageTitle>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          <span>#{application.portalApplicationId}</span>
          {application.typeName ? <span>{application.typeName}</span> : null}
          <ApplicationStatusBadge status={application.status} />
          <span>
            {t('table.updatedOn')} <time dateTime={application.updatedOn}>{formatDateTime(application.updatedOn)}</time>
          </span>
          {application.unreadMessageCount > 0 ? <UnreadBadge count={application.unreadMessageCount} /> : null}
          {kind === 'MAINTENANCE' ? (
            <Link to={`/jobCards/new?origin=${encodeURIComponent(application.id)}`} className={`font-semibold text-brand-main underline ${focusRing}`} data-testid="create-jobcard">
              {t('details.createJobCard')}
            </Link>
          ) : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <RequestCard application={application} />
          <CustomerCard application={application} />
          <NewCustomerDetailsCard application={application} />
          {application.familyDetails ? (
            <Suspense fallback={<RouteFallback />}>
              <FamilyReviewPanel application={application} />
            </Suspense>
          ) : null}
          <MessagesPanel application={application} side="employee" permissions={ALL_MESSAGE_PERMISSIONS} />
          {application.familyDetails ? null : <ApplicationAttachmentList application={application} />}
        </div>
        <div className="flex flex-col gap-6">
          <AssignPanel application={application} employees={queueEmployees} />
          {/* A family application moves by its decisions only, told by its own history (shared/applicationForms/stages.ts). */}
          {application.familyDetails ? null : <StatusChangeForm application={application} />}
          {application.familyDetails ? null : <StatusHistory application={application} />}
        </div>
      </div>
    </div>
  );
}

/** The detail screen of one queue: its kind picks the employees to assign to. */
export function queueApplicationScreen(kind: WorkQueueKind) {
  return defineScreen<QueueApplicationScreenQuery>({
    namespaces: ['workQueue', 'applications', 'messages', 'attachments', 'newCustomer', 'applicationFamilies'],
    Screen: ({ queryRef }) => <QueueApplicationScreen queryRef={queryRef} kind={kind} />,
  });
}
