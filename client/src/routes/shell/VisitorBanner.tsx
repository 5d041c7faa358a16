import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { useTranslation } from '../../i18n/useTranslation';
import { useNotify } from '../../notifications/useNotify';
import type { VisitorBanner_viewer$key } from './__generated__/VisitorBanner_viewer.graphql';
import { useLogoutMutation } from './useLogoutMutation';

/**
 * On every screen while a visitor works on an application without an account (docs/applicationFamilies.md
 * "Visitors"): who, and the way out (the session ends; the mailed link opens the application again).
 */
export function VisitorBanner({ viewer }: { viewer: VisitorBanner_viewer$key }) {
  const { visitorAccess } = useFragment(
    graphql`
      fragment VisitorBanner_viewer on Viewer {
        visitorAccess {
          name
          email
        }
      }
    `,
    viewer,
  );
  return visitorAccess ? <VisitorBannerContent name={visitorAccess.name} email={visitorAccess.email} /> : null;
}

/** Apart, so that only a visitor's shell loads the texts. */
function VisitorBannerContent({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('visitorApplications');
  const notify = useNotify();
  const [commitLogout, leaving] = useLogoutMutation();
  // A fresh page, so that nothing of the application stays in the client's store.
  const leave = () => commitLogout({ variables: {}, onCompleted: () => window.location.assign('/apply'), onError: () => void notify('error', t('open.failed')) });
  return (
    <div role="region" aria-label={t('banner.label')} className="flex flex-wrap items-center justify-between gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950" data-testid="visitor-banner">
      <p>{t('banner.text', { name, email })}</p>
      <Button variant="secondary" onClick={leave} disabled={leaving}>
        {t('banner.leave')}
      </Button>
    </div>
  );
}
