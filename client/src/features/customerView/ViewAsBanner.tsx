import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { useCountdown } from '../../components/inputs/useCountdown';
import { Ltr } from '../../components/Ltr';
import { useTranslation } from '../../i18n/useTranslation';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { useFormMutation } from '../../relay/useFormMutation';
import type { ViewAsBanner_viewer$key } from './__generated__/ViewAsBanner_viewer.graphql';
import type { ViewAsBannerEndMutation } from './__generated__/ViewAsBannerEndMutation.graphql';
import { minutesAndSeconds, secondsUntil } from './clock';

const viewerFragment = graphql`
  fragment ViewAsBanner_viewer on Viewer {
    viewingAs {
      customerName
      employeeName
      expiresAt
    }
  }
`;

const endMutation = graphql`
  mutation ViewAsBannerEndMutation {
    endCustomerView {
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/**
 * Back to the employee's own screens with a fresh page, so that nothing the customer's portal loaded stays
 * in the client's store.
 */
function returnToEmployee(): void {
  window.location.assign(enquiryPaths.search());
}

/** On every screen while an employee views a customer's portal: who, read only, the time left, and the way out. */
export function ViewAsBanner({ viewer }: { viewer: ViewAsBanner_viewer$key }) {
  const { viewingAs } = useFragment(viewerFragment, viewer);
  if (!viewingAs) return null;
  return <ViewAsBannerContent customerName={viewingAs.customerName} employeeName={viewingAs.employeeName} expiresAt={String(viewingAs.expiresAt)} />;
}

interface BannerProps {
  customerName: string;
  employeeName: string;
  expiresAt: string;
  /** Where the page goes when the view ends (tests pass their own). */
  leave?: () => void;
}

export function ViewAsBannerContent({ customerName, employeeName, expiresAt, leave = returnToEmployee }: BannerProps) {
  const { t } = useTranslation('customerView');
  const { t: common } = useTranslation('common');
  const { remaining } = useCountdown(secondsUntil(expiresAt));
  const end = useFormMutation<ViewAsBannerEndMutation, ViewAsBannerEndMutation['response']['endCustomerView']>(endMutation, {
    payload: (response) => response.endCustomerView,
    allowedWhileViewing: true,
  });
  // The gateway ends the view at its expiry by itself; the page follows it.
  useEffect(() => {
    if (remaining <= 0) leave();
  }, [remaining, leave]);
  const onEnd = async () => {
    const outcome = await end.run({});
    if (outcome.status !== 'failed') leave();
  };
  return (
    <section
      aria-label={t('banner.label')}
      data-testid="view-as-banner"
      className="sticky top-0 z-40 flex flex-wrap items-center justify-between gap-2 border-b-2 border-amber-600 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <strong className="font-semibold">{t('banner.viewing', { customer: customerName })}</strong>
        <span aria-hidden="true">—</span>
        <span className="rounded bg-amber-200 px-1.5 font-semibold uppercase tracking-wide">{t('banner.readOnly')}</span>
        <span aria-hidden="true">—</span>
        <span role="timer" data-testid="view-as-remaining">
          {t('banner.endsIn', { time: '' })}
          <Ltr>{minutesAndSeconds(remaining)}</Ltr>
        </span>
        <span className="text-amber-900">({t('banner.by', { employee: employeeName })})</span>
        <span className="basis-full" data-testid="view-as-changes-off">
          {common('viewOnly.changesOff')}
        </span>
      </p>
      <Button variant="secondary" onClick={() => void onEnd()} disabled={end.inFlight}>
        {t('banner.end')}
      </Button>
    </section>
  );
}
