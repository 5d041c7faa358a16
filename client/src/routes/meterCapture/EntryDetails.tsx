import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { useViewerFeature } from '../../router/viewerFeature';
import { formatDateTime } from '../../i18n/format';
import { isolated } from '../../i18n/isolate';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { formatNumber } from '../../lib/quantity';
import type { EntryDetails_entry$key } from './__generated__/EntryDetails_entry.graphql';
import { mapPath } from './paths';
import { StatusBadge } from './StatusBadge';

/** The meter of a capture entry: where it is, its links, the previous reading and the live consumption. */
export function EntryDetails({ entry: entryRef, showMap, consumption, unit }: { entry: EntryDetails_entry$key; showMap: boolean; consumption: number | null; unit: string }) {
  const { t, i18n } = useTranslation('meterCapture');
  const entry = useFragment(
    graphql`
      fragment EntryDetails_entry on MeterCaptureEntry {
        id
        meterId
        sequence
        meterRef
        serialNo
        dials
        address
        connectionNumber
        previousReading
        previousReadAt
        readAt
        status
      }
    `,
    entryRef,
  );
  // The enquiry link only for viewers whose profile has the enquiries (the gateway refuses the others).
  const withEnquiries = useViewerFeature('enquiries');
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={`${entry.id}-title`} className="text-xl font-semibold text-gray-900">
            {t('entry.title', { sequence: entry.sequence, meterRef: isolated(entry.meterRef) })}
          </h2>
          <p className="text-gray-800">{isolated(entry.address)}</p>
          <p className="text-sm text-gray-700">
            {t('entry.details', { serialNo: isolated(entry.serialNo), dials: entry.dials, connection: isolated(entry.connectionNumber) })}
          </p>
        </div>
        <StatusBadge status={entry.status} />
      </div>
      <div className="flex flex-wrap gap-2">
        {withEnquiries ? (
          <Link to={enquiryPaths.meter(entry.meterId)} className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-main underline ${focusRing}`}>
            {t('entry.enquiry')}
          </Link>
        ) : null}
        {showMap ? (
          <Link to={mapPath(entry.meterId)} className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-main underline ${focusRing}`}>
            {t('entry.showOnMap')}
          </Link>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-md bg-gray-50 p-3">
        <div>
          <dt className="text-sm text-gray-700">{t('entry.previous')}</dt>
          <dd className="text-lg font-semibold text-gray-900" data-testid="previous-reading">
            {entry.previousReading == null ? t('entry.noPrevious') : `${number(entry.previousReading)} ${unit}`}
          </dd>
          {entry.previousReadAt ? <dd className="text-sm text-gray-700">{isolated(formatDateTime(entry.previousReadAt))}</dd> : null}
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t('entry.consumption')}</dt>
          <dd className="text-lg font-semibold text-gray-900" data-testid="live-consumption">
            {consumption === null ? '—' : `${number(consumption)} ${unit}`}
          </dd>
          {entry.readAt ? <dd className="text-sm text-gray-700">{t('entry.readAt', { date: isolated(formatDateTime(entry.readAt)) })}</dd> : null}
        </div>
      </dl>
    </>
  );
}
