import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PropertyDetails_property$key } from './__generated__/PropertyDetails_property.graphql';
import { DetailList } from '../../components/DetailList';

/** The property labels of 002 §3: reference, plot, owner, tenant, tariffs. */
export function PropertyDetails({ property }: { property: PropertyDetails_property$key }) {
  const { t } = useTranslation('account');
  const data = useFragment(
    graphql`
      fragment PropertyDetails_property on Property {
        reference
        address
        plot
        propertyType
        ownerName
        tenantName
        tariffs
      }
    `,
    property,
  );
  return (
    <DetailList
      layout="pairs"
      testId="property-details"
      items={[
        { label: t('property.reference'), value: data.reference },
        { label: t('property.address'), value: data.address },
        { label: t('property.plot'), value: data.plot ? <span dir="ltr">{data.plot}</span> : null },
        { label: t('property.type'), value: data.propertyType ? t(`propertyType.${data.propertyType}`, { defaultValue: data.propertyType }) : null },
        { label: t('property.owner'), value: data.ownerName },
        { label: t('property.tenant'), value: data.tenantName },
        { label: t('property.tariffs'), value: data.tariffs.join(', ') },
      ]}
    />
  );
}
