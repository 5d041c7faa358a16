import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate, formatDateTime } from '../../i18n/format';
import type { HalfHourRecords_account$key } from './__generated__/HalfHourRecords_account.graphql';
import { formatNumber, unitLabel } from '../../lib/quantity';

const MINUTES_PER_PERIOD = 30;

/** `HH:mm–HH:mm` of a half-hour period (1 is 00:00–00:30). */
function periodTime(period: number): string {
  const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${time((period - 1) * MINUTES_PER_PERIOD)}–${time(period * MINUTES_PER_PERIOD)}`;
}

/** The imported half-hour estimates of the account, newest day first. */
export function HalfHourRecords({ account }: { account: HalfHourRecords_account$key }) {
  const { t, i18n } = useTranslation('readings');
  const { halfHourConsumptions: records } = useFragment(
    graphql`
      fragment HalfHourRecords_account on Account {
        halfHourConsumptions(first: 50) {
          totalCount
          edges {
            node {
              id
              meterRef
              day
              period
              quantity
              unit
              importedAt
            }
          }
        }
      }
    `,
    account,
  );
  return (
    <section aria-labelledby="half-hour-records" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="half-hour-records" className="text-base font-semibold text-gray-900">{t('halfHour.records.title', { count: records.totalCount })}</h2>
      {records.edges.length === 0 ? (
        <p className="text-sm text-gray-700">{t('halfHour.records.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-gray-900" data-testid="half-hour-records">
            <thead className="text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('halfHour.columns.meterRef')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('halfHour.columns.date')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('halfHour.columns.period')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('halfHour.columns.quantity')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('halfHour.records.importedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {records.edges.map(({ node }) => (
                <tr key={node.id} className="border-t border-gray-200">
                  <td className="px-3 py-2">{node.meterRef}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(`${node.day}T12:00:00`)}</td>
                  <td className="px-3 py-2 whitespace-nowrap" dir="ltr">{`${node.period} (${periodTime(node.period)})`}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{`${formatNumber(node.quantity, i18n.language, 3)} ${unitLabel(t, node.unit)}`}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(node.importedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
