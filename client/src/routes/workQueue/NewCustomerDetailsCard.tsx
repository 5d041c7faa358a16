import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDateTime } from '../../i18n/format';
import type { NewCustomerDetailsCard_application$key } from './__generated__/NewCustomerDetailsCard_application.graphql';
import { DetailList } from '../../components/DetailList';

/** Form field names of 002 §3 (`CellTelNo`) as the wizard's label keys (`newCustomer:fields.cellTelNo`). */
const labelKey = (name: string) => `newCustomer:fields.${name.charAt(0).toLowerCase()}${name.slice(1)}`;

/** What a visitor sent with a new customer application (issue #6); nothing for other applications. */
export function NewCustomerDetailsCard(props: { application: NewCustomerDetailsCard_application$key }) {
  const { t } = useTranslation('workQueue');
  const { newCustomerDetails: details } = useFragment(
    graphql`
      fragment NewCustomerDetailsCard_application on Application {
        newCustomerDetails {
          submittedOn
          fields {
            name
            value
          }
          customValues {
            customFieldId
            groupName
            name
            value
          }
        }
      }
    `,
    props.application,
  );
  if (!details) return null;
  const fields = details.fields.filter((field) => field.value !== '');
  return (
    <section aria-labelledby="new-customer-title" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="new-customer-details">
      <h2 id="new-customer-title" className="text-lg font-semibold text-gray-900">
        {t('newCustomer.title')}
      </h2>
      <p className="text-sm text-gray-700">
        {t('newCustomer.submitted')} <time dateTime={details.submittedOn}>{formatDateTime(details.submittedOn)}</time>
      </p>
      <DetailList layout="fields" items={fields.map((field) => [t(labelKey(field.name), { defaultValue: field.name }), field.value] as const)} />
      {details.customValues.length > 0 ? (
        <>
          <h3 className="font-semibold text-gray-900">{t('newCustomer.customValues')}</h3>
          <DetailList layout="fields" items={details.customValues.map((value) => ({ id: value.customFieldId, label: `${value.groupName} · ${value.name}`, value: value.value }))} />
        </>
      ) : null}
    </section>
  );
}
