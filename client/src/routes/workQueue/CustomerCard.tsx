import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { useViewerFeature } from '../../router/viewerFeature';
import type { CustomerCard_application$key } from './__generated__/CustomerCard_application.graphql';
import { DetailList } from '../../components/DetailList';

/** The enquiry screen of one customer (`/enquiries/customers/<Customer global id>`). */
const customerEnquiryPath = (customerId: string) => `/enquiries/customers/${encodeURIComponent(customerId)}`;

/** Who applied: the customer's identity and contact details, with a link to their enquiry. */
export function CustomerCard(props: { application: CustomerCard_application$key }) {
  const { t } = useTranslation('workQueue');
  // The enquiry link only for viewers whose profile has the enquiries (the gateway refuses the others).
  const withEnquiries = useViewerFeature('enquiries');
  const { customerName, customer } = useFragment(
    graphql`
      fragment CustomerCard_application on Application {
        customerName
        customer {
          id
          name
          idNumber
          email
          mobileNo
          telNo
          mailingAddress
        }
      }
    `,
    props.application,
  );
  const details: Array<[string, string | null | undefined]> = customer
    ? [
        [t('customer.idNumber'), customer.idNumber],
        [t('customer.email'), customer.email],
        [t('customer.mobileNo'), customer.mobileNo],
        [t('customer.telNo'), customer.telNo],
        [t('customer.mailingAddress'), customer.mailingAddress],
      ]
    : [];
  return (
    <section aria-labelledby="customer-title" className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid="customer-card">
      <h2 id="customer-title" className="text-lg font-semibold text-gray-900">
        {t('customer.title')}
      </h2>
      <p dir="auto" className="font-semibold text-gray-900">{customer?.name ?? customerName}</p>
      {details.length > 0 ? (
        <DetailList layout="fields" items={details.filter(([, value]) => Boolean(value))} />
      ) : null}
      {customer && withEnquiries ? (
        <Link to={customerEnquiryPath(customer.id)} className={`self-start text-brand-main underline ${focusRing}`} data-testid="customer-enquiry-link">
          {t('customer.open')}
        </Link>
      ) : null}
    </section>
  );
}
