import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { formatDate } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import type { MeterScreenQuery } from './__generated__/MeterScreenQuery.graphql';
import type { useMeterDeviceItems_meter$key } from './__generated__/useMeterDeviceItems_meter.graphql';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { useMeterDeviceItems } from './useMeterDeviceItems';
import { EnquiryNotFound } from './NotFound';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { ShowOnMapLink } from '../../components/ShowOnMapLink';

const meterScreenQuery = graphql`
  query MeterScreenQuery($meterId: ID!) @preloadable {
    meter: node(id: $meterId) {
      ... on Meter {
        id
        meterRef
        ...useMeterDeviceItems_meter @alias(as: "device")
        latestReading {
          readAt
          reading
        }
        connection {
          id
          number
        }
        account {
          id
          accountKey
          address
          customer {
            id
            name
          }
          property {
            id
            reference
          }
        }
      }
    }
    organisation {
      name
    }
  }
`;

/** A meter device: its labels and one click to its connection, property, account and customer. */
function MeterScreen({ queryRef }: { queryRef: PreloadedQuery<MeterScreenQuery> }) {
  const data = usePreloadedQuery<MeterScreenQuery>(meterScreenQuery, queryRef);
  const meter = data.meter;
  if (!meter?.id || !meter.account || !meter.device || meter.meterRef === undefined) return <EnquiryNotFound />;
  return <MeterView meter={{ ...meter, meterRef: meter.meterRef }} account={meter.account} device={meter.device} organisationName={data.organisation.name} />;
}

type Meter = NonNullable<MeterScreenQuery['response']['meter']>;

function MeterView({ meter, account, device, organisationName }: {
  meter: Meter & { meterRef: string };
  account: NonNullable<Meter['account']>;
  device: useMeterDeviceItems_meter$key;
  organisationName: string;
}) {
  const { t } = useTranslation('enquiry');
  const deviceItems = useMeterDeviceItems(device);
  const link = `font-medium text-brand-main underline ${focusRing}`;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="enquiry-meter-view">
      <Link to={enquiryPaths.search()} className={`self-start text-sm ${link}`}>
        {t('customer.back')}
      </Link>
      <PageTitle suffix={organisationName}>{t('meter.title', { reference: meter.meterRef })}</PageTitle>
      <Section title={t('meter.billedTo')}>
        <DetailList layout="compact"
          items={[
            [
              t('labels.customer'),
              <Link key="customer" to={enquiryPaths.customer(account.customer.id, account.id)} className={link} data-testid="enquiry-meter-customer">
                {account.customer.name}
              </Link>,
            ],
            [t('labels.account'), <Ltr key="account">{account.accountKey}</Ltr>],
            [
              t('labels.reference'),
              <Link key="property" to={enquiryPaths.property(account.property.id)} className={link}>
                <Ltr>{account.property.reference}</Ltr>
              </Link>,
            ],
            [t('labels.address'), <Ltr key="address">{account.address}</Ltr>],
            [
              t('labels.connection'),
              meter.connection ? (
                <Link key="connection" to={enquiryPaths.connection(meter.connection.id)} className={link}>
                  <Ltr>{meter.connection.number}</Ltr>
                </Link>
              ) : null,
            ],
          ]}
        />
      </Section>
      <Section title={t('meter.details')}>
        <DetailList layout="compact"
          items={[
            [t('labels.meterReference'), <Ltr key="ref">{meter.meterRef}</Ltr>],
            ...deviceItems,
            [
              t('labels.latestReading'),
              meter.latestReading ? (
                <Ltr key="reading">{`${meter.latestReading.reading} · ${formatDate(meter.latestReading.readAt)}`}</Ltr>
              ) : null,
            ],
          ]}
        />
      </Section>
      {meter.id ? <ShowOnMapLink objectId={meter.id} /> : null}
    </div>
  );
}

export const meterScreen = defineScreen<MeterScreenQuery>({
  namespaces: ['enquiry', 'gis'],
  Screen: MeterScreen,
});
