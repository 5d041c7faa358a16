import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { ConnectionScreenQuery } from './__generated__/ConnectionScreenQuery.graphql';
import { ConnectionCard } from './ConnectionCard';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { EnquiryNotFound } from './NotFound';
import { enquiryPaths } from '../../lib/enquiryPaths';
import { ShowOnMapLink } from '../../components/ShowOnMapLink';
import { PropertyAccounts } from './PropertyAccounts';

const connectionScreenQuery = graphql`
  query ConnectionScreenQuery($connectionId: ID!) @preloadable {
    connection: node(id: $connectionId) {
      ... on ServicePoint {
        id
        number
        ...ConnectionCard_connection @alias(as: "card")
        property {
          id
          reference
          address
          ...PropertyAccounts_property @alias(as: "accountsList")
        }
      }
    }
    organisation {
      name
    }
  }
`;

/** A service connection: its labels and meters, its property and the accounts (customers) there. */
function ConnectionScreen({ queryRef }: { queryRef: PreloadedQuery<ConnectionScreenQuery> }) {
  const data = usePreloadedQuery<ConnectionScreenQuery>(connectionScreenQuery, queryRef);
  const { t } = useTranslation('enquiry');
  const connection = data.connection;
  if (!connection?.id || !connection.property || !connection.card || connection.number === undefined) return <EnquiryNotFound />;
  const link = `font-medium text-brand-main underline ${focusRing}`;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="enquiry-connection-view">
      <Link to={enquiryPaths.search()} className={`self-start text-sm ${link}`}>
        {t('customer.back')}
      </Link>
      <PageTitle suffix={data.organisation.name}>{t('connection.title', { number: connection.number })}</PageTitle>
      <ShowOnMapLink objectId={connection.id} />
      <Section title={t('customer.property')}>
        <DetailList layout="compact"
          items={[
            [
              t('labels.reference'),
              <Link key="property" to={enquiryPaths.property(connection.property.id)} className={link}>
                <Ltr>{connection.property.reference}</Ltr>
              </Link>,
            ],
            [t('labels.address'), <Ltr key="address">{connection.property.address}</Ltr>],
          ]}
        />
      </Section>
      <Section title={t('connection.details')}>
        <ConnectionCard connection={connection.card} />
      </Section>
      <PropertyAccounts property={connection.property.accountsList} />
    </div>
  );
}

export const connectionScreen = defineScreen<ConnectionScreenQuery>({
  namespaces: ['enquiry', 'gis'],
  Screen: ConnectionScreen,
});
