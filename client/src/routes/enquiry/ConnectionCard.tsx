import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { ConnectionCard_connection$key } from './__generated__/ConnectionCard_connection.graphql';
import type { useMeterDeviceItems_meter$key } from './__generated__/useMeterDeviceItems_meter.graphql';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { useMeterDeviceItems } from './useMeterDeviceItems';
import { enquiryPaths } from '../../lib/enquiryPaths';

const link = `font-medium text-brand-main underline ${focusRing}`;

/** A service connection with its labels and its meters, each meter linking to its view. */
export function ConnectionCard({ connection }: { connection: ConnectionCard_connection$key }) {
  const { t } = useTranslation('enquiry');
  const data = useFragment(
    graphql`
      fragment ConnectionCard_connection on ServicePoint {
        id
        number
        status
        type
        size
        book
        walk
        sequence
        latitude
        longitude
        meters(first: 10) {
          edges {
            node {
              id
              meterRef
              ...useMeterDeviceItems_meter
            }
          }
        }
      }
    `,
    connection,
  );
  const gps = `${data.latitude.toFixed(5)}, ${data.longitude.toFixed(5)}`;
  const map = `https://www.openstreetmap.org/?mlat=${data.latitude}&mlon=${data.longitude}#map=18/${data.latitude}/${data.longitude}`;
  return (
    <article className="flex flex-col gap-3 rounded-md border border-gray-200 p-3" data-testid="enquiry-connection">
      <h3 className="font-semibold text-gray-900">
        <Link to={enquiryPaths.connection(data.id)} className={link}>
          {t('property.openConnection', { number: data.number })}
        </Link>
      </h3>
      <DetailList layout="compact"
        items={[
          [t('labels.status'), data.status ? t(`values.status.${data.status}`) : null],
          [t('labels.type'), data.type ? t(`values.connectionType.${data.type}`) : null],
          [t('labels.size'), <Ltr key="size">{data.size}</Ltr>],
          [t('labels.book'), <Ltr key="book">{data.book}</Ltr>],
          [t('labels.walk'), data.walk],
          [t('labels.sequence'), data.sequence],
          [
            t('labels.gps'),
            <a key="gps" href={map} target="_blank" rel="noopener noreferrer" className={link} title={t('property.map')}>
              <Ltr>{gps}</Ltr>
            </a>,
          ],
        ]}
      />
      <h4 className="text-sm font-semibold text-gray-800">{t('property.meters')}</h4>
      {data.meters.edges.length === 0 ? (
        <p className="text-sm text-gray-700">{t('property.noMeters')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.meters.edges.map(({ node: meter }) => (
            <ConnectionMeter key={meter.id} meter={meter} />
          ))}
        </ul>
      )}
    </article>
  );
}

/** One meter of a connection: a link to its view and its device labels. */
function ConnectionMeter({ meter }: { meter: { id: string; meterRef: string } & useMeterDeviceItems_meter$key }) {
  const { t } = useTranslation('enquiry');
  const items = useMeterDeviceItems(meter);
  return (
    <li className="rounded border border-gray-200 bg-gray-50 p-2" data-testid="enquiry-meter">
      <Link to={enquiryPaths.meter(meter.id)} className={link}>
        {t('property.openMeter', { reference: meter.meterRef })}
      </Link>
      <div className="mt-2">
        <DetailList layout="compact" items={items} />
      </div>
    </li>
  );
}
