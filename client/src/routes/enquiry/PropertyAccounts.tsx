import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDate } from '../../i18n/format';
import type { PropertyAccounts_property$key } from './__generated__/PropertyAccounts_property.graphql';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { enquiryPaths } from '../../lib/enquiryPaths';

/** Accounts at a property, current and former holders, each one click from its customer view. */
export function PropertyAccounts({ property }: { property: PropertyAccounts_property$key }) {
  const { t } = useTranslation('enquiry');
  const data = useFragment(
    graphql`
      fragment PropertyAccounts_property on Property {
        accounts(first: 100) {
          edges {
            node {
              id
              accountKey
              status
              openedOn
              customer {
                id
                name
              }
            }
          }
        }
      }
    `,
    property,
  );
  type Row = (typeof data.accounts.edges)[number]['node'];
  const link = `font-medium text-brand-main underline ${focusRing}`;
  return (
    <Section title={t('property.accounts')} testId="enquiry-property-accounts">
      <p className="text-sm text-gray-700">{t('property.accountsHint')}</p>
      <StackedTable<Row>
        caption={t('property.accounts')}
        rows={data.accounts.edges.map((edge) => edge.node)}
        rowKey={(row) => row.id}
        columns={[
          { key: 'accountKey', header: t('labels.accountKey'), cell: (row) => <Ltr>{row.accountKey}</Ltr> },
          {
            key: 'customer',
            header: t('labels.customer'),
            cell: (row) => (
              <Link to={enquiryPaths.customer(row.customer.id, row.id)} className={link}>
                {row.customer.name}
              </Link>
            ),
          },
          { key: 'status', header: t('labels.status'), cell: (row) => (row.status ? t(`values.status.${row.status}`) : t('values.none')) },
          { key: 'openedOn', header: t('labels.openedOn'), cell: (row) => formatDate(row.openedOn) || t('values.none') },
        ]}
      />
    </Section>
  );
}
