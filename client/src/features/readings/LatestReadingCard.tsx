import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { formatDate } from '../../i18n/format';
import type { LatestReadingCard_account$key } from './__generated__/LatestReadingCard_account.graphql';
import { formatNumber, unitLabel } from '../../lib/quantity';
import { DetailList } from '../../components/DetailList';

/** The latest reading of each of the account's meters, with a link to /app/readings (home screen). */
export function LatestReadingCard({ account }: { account: LatestReadingCard_account$key }) {
  const { t, i18n } = useTranslation('readings');
  const { meters } = useFragment(
    graphql`
      fragment LatestReadingCard_account on Account {
        meters(first: 5) {
          edges {
            node {
              id
              meterRef
              unit
              latestReading {
                readAt
                reading
              }
            }
          }
        }
      }
    `,
    account,
  );
  return (
    <section aria-labelledby="latest-reading" data-testid="latest-reading" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="latest-reading" className="text-base font-semibold text-gray-900">{t('latest.title')}</h2>
      {meters.edges.length === 0 ? <p className="text-sm text-gray-700">{t('latest.none')}</p> : null}
      <DetailList
        layout="inline"
        items={meters.edges.map(({ node: meter }) => ({
          id: meter.id,
          label: t('meter.label', { ref: meter.meterRef }),
          value: meter.latestReading
            ? t('latest.value', {
                reading: formatNumber(meter.latestReading.reading, i18n.language),
                unit: unitLabel(t, meter.unit),
                date: formatDate(meter.latestReading.readAt),
              })
            : t('latest.none'),
        }))}
      />
      <Link to="/app/readings" className={`self-start text-sm font-semibold text-brand-main underline ${focusRing}`}>{t('latest.open')}</Link>
    </section>
  );
}
