import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../../relay/screenHooks';
import { focusRing } from '../../../components/focusRing';
import { StackedTable } from '../../../components/table/StackedTable';
import { formatDate } from '../../../i18n/format';
import { LoadMore } from '../../../components/table/LoadMore';
import { formatNumber, unitLabel } from '../../../lib/quantity';
import type { MeterReadings_meter$key } from './__generated__/MeterReadings_meter.graphql';
import type { MeterReadingsPaginationQuery } from './__generated__/MeterReadingsPaginationQuery.graphql';

/** Two years of bimonthly readings fit on the first page. */
const READINGS_PAGE_SIZE = 12;

/** One meter of the account with its reading history, newest first, clock-overs marked (`002 §3`). */
export function MeterReadings({ meter: meterKey }: { meter: MeterReadings_meter$key }) {
  const { t, i18n } = useTranslation('readings');
  const headingId = useId();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MeterReadingsPaginationQuery, MeterReadings_meter$key>(
    graphql`
      fragment MeterReadings_meter on Meter
      @refetchable(queryName: "MeterReadingsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        meterRef
        serialNo
        make
        dials
        unit
        readings(first: $count, after: $cursor) @connection(key: "MeterReadings_readings") {
          totalCount
          edges {
            node {
              id
              readAt
              reason
              reading
              consumption
              clockedOver
              photoUrl
            }
          }
        }
      }
    `,
    meterKey,
  );
  const unit = unitLabel(t, data.unit);
  const readings = data.readings.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm" data-testid="meter-readings">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">{t('meter.label', { ref: data.meterRef })}</h3>
        <span className="text-sm text-gray-700">
          {t('meter.serial')}: <span className="font-mono" dir="ltr">{data.serialNo}</span> · {data.make} · {t('meter.dials')}: {data.dials}
        </span>
      </div>
      {readings.length === 0 ? (
        <p className="text-sm text-gray-700">{t('history.empty')}</p>
      ) : (
        <StackedTable
          caption={t('history.caption', { count: data.readings.totalCount })}
          rows={readings}
          rowKey={(reading) => reading.id}
          columns={[
            { key: 'date', header: t('history.date'), cell: (reading) => formatDate(reading.readAt) },
            { key: 'reason', header: t('history.reason'), cell: (reading) => t(`reasons.${reading.reason}`, { defaultValue: reading.reason }) },
            { key: 'reading', header: t('history.reading'), numeric: true, cell: (reading) => formatNumber(reading.reading, i18n.language) },
            { key: 'consumption', header: t('history.consumption'), numeric: true, cell: (reading) => `${formatNumber(reading.consumption, i18n.language)} ${unit}` },
            {
              key: 'clockedOver',
              header: t('history.clockedOver'),
              cell: (reading) =>
                reading.clockedOver ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="clocked-over">{t('history.yes')}</span>
                ) : (
                  t('history.no')
                ),
            },
            {
              key: 'photo',
              header: t('history.photo'),
              cell: (reading) =>
                reading.photoUrl ? (
                  <a href={reading.photoUrl} target="_blank" rel="noreferrer" className={`text-brand-main underline ${focusRing}`}>
                    {t('history.viewPhoto', { date: formatDate(reading.readAt) })}
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(READINGS_PAGE_SIZE)} /> : null}
    </section>
  );
}
