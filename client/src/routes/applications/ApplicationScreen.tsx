import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import { ApplicationAttachmentsPanel } from '../../features/attachments/ApplicationAttachmentsPanel';
import { MessagesPanel } from '../../features/messages/MessagesPanel';
import { ALL_MESSAGE_PERMISSIONS } from '../../features/messages/messagePermissions';
import type { ApplicationScreenQuery } from './__generated__/ApplicationScreenQuery.graphql';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { RouteFallback } from '../../components/RouteFallback';
import { StageBadge } from '../../features/applicationFamilies/StageBadge';
import { ChangeControls } from '../../components/viewOnly';

// Only family applications (docs/applicationFamilies.md) need the wizard and its form library.
const FamilyApplicationView = lazy(() => import('../../features/applicationFamilies/FamilyApplicationView').then((module) => ({ default: module.FamilyApplicationView })));

const applicationScreenQuery = graphql`
  query ApplicationScreenQuery($portalApplicationId: Int!) @preloadable {
    viewer {
      user {
        application(portalApplicationId: $portalApplicationId) {
          name
          status
          updatedOn
          familyDetails {
            stage
          }
          ...FamilyApplicationView_application
          ...MessagesPanel_application
        }
      }
    }
    organisation {
      name
    }
  }
`;

/** 002 §2 /app/{type}/{id}: one application with its messages panel and attachments list. */
function ApplicationScreen({ queryRef }: { queryRef: PreloadedQuery<ApplicationScreenQuery> }) {
  const { viewer, organisation } = usePreloadedQuery<ApplicationScreenQuery>(applicationScreenQuery, queryRef);
  const { t } = useTranslation('applications');
  const application = viewer.user?.application;
  const back = (
    <Link to="/app/0/0" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
      {t('details.back')}
    </Link>
  );
  if (!application) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
        {back}
        <EmptyState title={t('details.notFoundTitle')} description={t('details.notFound')} testId="application-not-found" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      {back}
      <div className="flex flex-col gap-2">
        <PageTitle suffix={organisation.name}>{application.name}</PageTitle>
        <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
          {application.familyDetails ? <StageBadge stage={application.familyDetails.stage} /> : <ApplicationStatusBadge status={application.status} />}
          <span>
            {t('list.updatedOn')} <time dateTime={application.updatedOn}>{formatDateTime(application.updatedOn)}</time>
          </span>
        </p>
      </div>
      {application.familyDetails ? (
        <Suspense fallback={<RouteFallback />}>
          {/* The family's wizard, fee and resubmission are changes: off during a staff view (the issued PDF's download too). */}
          <ChangeControls className="flex flex-col gap-6">
            {/* One per application: a copy opened from this one (/FamilyApplication/Copy) starts a wizard of its own. */}
            <FamilyApplicationView key={queryRef.variables.portalApplicationId} application={application} />
          </ChangeControls>
        </Suspense>
      ) : null}
      <MessagesPanel application={application} permissions={ALL_MESSAGE_PERMISSIONS} />
      {/* Read by a query of its own (a call of its own to the utility): its failure leaves the application shown. */}
      {application.familyDetails ? null : <ApplicationAttachmentsPanel portalApplicationId={queryRef.variables.portalApplicationId} />}
    </div>
  );
}

export const applicationScreen = defineScreen<ApplicationScreenQuery>({
  namespaces: ['applications', 'messages', 'attachments', 'applicationFamilies'],
  Screen: ApplicationScreen,
});
