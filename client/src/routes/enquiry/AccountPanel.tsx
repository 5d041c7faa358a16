import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { formatDate } from '../../i18n/format';
import type { AccountPanel_account$key } from './__generated__/AccountPanel_account.graphql';
import { ConnectionCard } from './ConnectionCard';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { enquiryPaths } from '../../lib/enquiryPaths';

/** The selected account of the customer view: its labels, its property, the property's connections and meters. */
export function AccountPanel({ account }: { account: AccountPanel_account$key }) {
  const { t } = useTranslation('enquiry');
  const data = useFragment(
    graphql`
      fragment AccountPanel_account on Account {
        accountKey
        holderName
        status
        consumerType
        billingGroup
        tariff
        supplyType
        openedOn
        bankName
        maskedIban
        eBill
        property {
          id
          reference
          address
          plot
          propertyType
          ownerName
          tenantName
          tariffs
          connections(first: 10) {
            edges {
              node {
                id
                ...ConnectionCard_connection
              }
            }
          }
        }
      }
    `,
    account,
  );
  const yes = (value: boolean) => (value ? t('values.yes') : t('values.no'));
  return (
    <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
      <Section title={t('customer.accountDetails')} testId="enquiry-account">
        <DetailList layout="compact"
          items={[
            [t('labels.accountKey'), <Ltr key="key">{data.accountKey}</Ltr>],
            [t('labels.holder'), data.holderName],
            [t('labels.status'), data.status ? t(`values.status.${data.status}`) : null],
            [t('labels.consumerType'), data.consumerType ? t(`values.consumerType.${data.consumerType}`) : null],
            [t('labels.billingGroup'), data.billingGroup],
            [t('labels.tariff'), data.tariff ? <Ltr key="tariff">{data.tariff}</Ltr> : null],
            [t('labels.supplyType'), data.supplyType ? t(`values.supplyType.${data.supplyType}`) : null],
            [t('labels.openedOn'), formatDate(data.openedOn)],
            [t('labels.bankName'), data.bankName],
            [t('labels.iban'), data.maskedIban ? <Ltr key="iban">{data.maskedIban}</Ltr> : null],
            [t('labels.eBill'), yes(data.eBill)],
          ]}
        />
      </Section>
      <Section
        title={t('customer.property')}
        testId="enquiry-property"
        actions={
          <Link to={enquiryPaths.property(data.property.id)} className={`text-sm font-medium text-brand-main underline ${focusRing}`}>
            {t('customer.openProperty')}
          </Link>
        }
      >
        <DetailList layout="compact"
          items={[
            [t('labels.reference'), <Ltr key="reference">{data.property.reference}</Ltr>],
            [t('labels.address'), <Ltr key="address">{data.property.address}</Ltr>],
            [t('labels.plot'), data.property.plot ? <Ltr key="plot">{data.property.plot}</Ltr> : null],
            [t('labels.propertyType'), data.property.propertyType ? t(`values.propertyType.${data.property.propertyType}`) : null],
            [t('labels.owner'), data.property.ownerName],
            [t('labels.tenant'), data.property.tenantName],
            [t('labels.tariffs'), data.property.tariffs.join(', ')],
          ]}
        />
        <h3 className="text-base font-semibold text-gray-900">{t('property.connections')}</h3>
        {data.property.connections.edges.length === 0 ? (
          <p className="text-sm text-gray-700">{t('property.noConnections')}</p>
        ) : (
          data.property.connections.edges.map(({ node }) => <ConnectionCard key={node.id} connection={node} />)
        )}
      </Section>
    </div>
  );
}
