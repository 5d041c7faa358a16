import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { LoadMore } from '../../components/table/LoadMore';
import { focusRing } from '../../components/focusRing';
import { formatDate, formatTime } from '../../i18n/format';
import type { MeterHistoryPaginationQuery } from './__generated__/MeterHistoryPaginationQuery.graphql';
import type { MeterHistory_meter$key } from './__generated__/MeterHistory_meter.graphql';
import type { MeterHistory_reading$key } from './__generated__/MeterHistory_reading.graphql';
import { formatNumber, unitLabel } from '../../lib/quantity';

/** Readings shown at first and per "show more" (two years of bimonthly readings fit on the first page). */
const PAGE_SIZE = 12;

function ReadingRow({ reading: readingKey, unit }: { reading: MeterHistory_reading$key; unit: string }) {
  const { t, i18n } = useTranslation('readings');
  const reading = useFragment(
    graphql`
      fragment MeterHistory_reading on MeterReading {
        readAt
        reason
        reading
        consumption
        clockedOver
        photoUrl
      }
    `,
    readingKey,
  );
  return (
    <tr className="border-t border-gray-200">
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(reading.readAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTime(reading.readAt)}</td>
      <td className="px-3 py-2">{t(`reasons.${reading.reason}`, { defaultValue: reading.reason })}</td>
      <td className="px-3 py-2 text-end tabular-nums">{formatNumber(reading.reading, i18n.language)}</td>
      <td className="px-3 py-2 text-end tabular-nums">{`${formatNumber(reading.consumption, i18n.language)} ${unit}`}</td>
      <td className="px-3 py-2">{reading.clockedOver ? t('history.yes') : <span aria-label={t('history.no')}>—</span>}</td>
      <td className="px-3 py-2">
        {reading.photoUrl ? (
          <a href={reading.photoUrl} target="_blank" rel="noreferrer" className={`text-brand-main underline ${focusRing}`}>
            {t('history.viewPhoto', { date: formatDate(reading.readAt) })}
          </a>
        ) : null}
      </td>
    </tr>
  );
}

/** The reading history of a meter, newest first (`002 §3` Meter reading labels). */
export function MeterHistory({ meter: meterKey }: { meter: MeterHistory_meter$key }) {
  const { t } = useTranslation('readings');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MeterHistoryPaginationQuery, MeterHistory_meter$key>(
    graphql`
      fragment MeterHistory_meter on Meter
      @refetchable(queryName: "MeterHistoryPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }) {
        unit
        readings(first: $first, after: $after) @connection(key: "MeterHistory_readings") {
          totalCount
          edges {
            node {
              id
              ...MeterHistory_reading
            }
          }
        }
      }
    `,
    meterKey,
  );
  const unit = unitLabel(t, data.unit);
  return (
    <section aria-labelledby="reading-history" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="reading-history" className="text-base font-semibold text-gray-900">{t('history.title')}</h2>
      {data.readings.edges.length === 0 ? (
        <p className="text-sm text-gray-700">{t('history.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-gray-900" data-testid="reading-history">
            <caption className="sr-only">{t('history.caption', { count: data.readings.totalCount })}</caption>
            <thead className="text-start text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('history.date')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('history.time')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('history.reason')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('history.reading')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('history.consumption')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('history.clockedOver')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('history.photo')}</th>
              </tr>
            </thead>
            <tbody>
              {data.readings.edges.map((edge) => <ReadingRow key={edge.node.id} reading={edge.node} unit={unit} />)}
            </tbody>
          </table>
        </div>
      )}
      {hasNext ? (
        <LoadMore loading={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)} label={t('history.more')} align="start" />
      ) : null}
    </section>
  );
}
