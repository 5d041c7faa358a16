import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { PropertyScreenQuery } from './__generated__/PropertyScreenQuery.graphql';
import { ConnectionCard } from './ConnectionCard';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { EnquiryNotFound } from './NotFound';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { ShowOnMapLink } from '../../components/ShowOnMapLink';
import { PropertyAccounts } from './PropertyAccounts';

const propertyScreenQuery = graphql`
  query PropertyScreenQuery($propertyId: ID!) @preloadable {
    property: node(id: $propertyId) {
      ... on Property {
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
        ...PropertyAccounts_property @alias(as: "accountsList")
      }
    }
    organisation {
      name
    }
  }
`;

/** The property 360° view: labels, connections with their meters, and the accounts at the property. */
function PropertyScreen({ queryRef }: { queryRef: PreloadedQuery<PropertyScreenQuery> }) {
  const data = usePreloadedQuery<PropertyScreenQuery>(propertyScreenQuery, queryRef);
  const { t } = useTranslation('enquiry');
  const property = data.property;
  if (!property?.id || !property.accountsList || property.reference === undefined) return <EnquiryNotFound />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6" data-testid="enquiry-property-view">
      <Link to={enquiryPaths.search()} className={`self-start text-sm font-medium text-brand-main underline ${focusRing}`}>
        {t('customer.back')}
      </Link>
      <PageTitle suffix={data.organisation.name}>{t('property.title', { reference: property.reference })}</PageTitle>
      <ShowOnMapLink objectId={property.id} />
      <Section title={t('property.details')}>
        <DetailList layout="compact"
          items={[
            [t('labels.reference'), <Ltr key="reference">{property.reference}</Ltr>],
            [t('labels.address'), <Ltr key="address">{property.address}</Ltr>],
            [t('labels.plot'), property.plot ? <Ltr key="plot">{property.plot}</Ltr> : null],
            [t('labels.propertyType'), property.propertyType ? t(`values.propertyType.${property.propertyType}`) : null],
            [t('labels.owner'), property.ownerName],
            [t('labels.tenant'), property.tenantName],
            [t('labels.tariffs'), (property.tariffs ?? []).join(', ')],
          ]}
        />
      </Section>
      <PropertyAccounts property={property.accountsList} />
      <Section title={t('property.connections')}>
        {(property.connections?.edges.length ?? 0) === 0 ? (
          <p className="text-sm text-gray-700">{t('property.noConnections')}</p>
        ) : (
          property.connections?.edges.map(({ node }) => <ConnectionCard key={node.id} connection={node} />)
        )}
      </Section>
    </div>
  );
}

export const propertyScreen = defineScreen<PropertyScreenQuery>({
  namespaces: ['enquiry', 'gis'],
  Screen: PropertyScreen,
});
