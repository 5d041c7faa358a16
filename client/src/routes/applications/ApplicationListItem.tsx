import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { formatDateTime } from '../../i18n/format';
import type { ApplicationListItem_application$key } from './__generated__/ApplicationListItem_application.graphql';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { StageBadge } from '../../features/applicationFamilies/StageBadge';

/** One application: name, status, last update and its unread messages; it opens /app/{type}/{id}. */
export function ApplicationListItem(props: { application: ApplicationListItem_application$key }) {
  const { t } = useTranslation('applications');
  const application = useFragment(
    graphql`
      fragment ApplicationListItem_application on Application {
        portalApplicationId
        applicationType
        name
        status
        updatedOn
        unreadMessageCount
        familyStage
      }
    `,
    props.application,
  );
  const unread = application.unreadMessageCount;
  return (
    <li>
      <Link
        to={`/app/${application.applicationType}/${application.portalApplicationId}`}
        data-testid="application-item"
        className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-gray-200 bg-white p-4 hover:bg-gray-50 ${focusRing}`}
      >
        <span className="min-w-0 flex-1 basis-60 font-semibold text-gray-900">{application.name}</span>
        {application.familyStage ? <StageBadge stage={application.familyStage} /> : <ApplicationStatusBadge status={application.status} />}
        <span className="text-sm text-gray-600">
          {t('list.updatedOn')} <time dateTime={application.updatedOn}>{formatDateTime(application.updatedOn)}</time>
        </span>
        {unread > 0 ? (
          <span className="rounded-full bg-brand-main px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="unread-badge">
            {t('list.unread', { count: unread })}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
