import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Outlet } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { CustomerScreenQuery } from './__generated__/CustomerScreenQuery.graphql';
import { AccountPanel } from './AccountPanel';
import { CustomerOverview } from './CustomerOverview';
import { DetailList } from '../../components/DetailList';
import { Ltr } from '../../components/Ltr';
import { Section } from '../../components/Section';
import { EnquiryNotFound } from './NotFound';
import { ViewAsCustomerButton } from './ViewAsCustomerButton';
import { enquiryPaths } from '../../lib/enquiryPaths';

const customerScreenQuery = graphql`
  query CustomerScreenQuery($customerId: ID!, $accountId: ID!) @preloadable {
    customer: node(id: $customerId) {
      ... on Customer {
        id
        name
        title
        firstName
        initial
        surname
        idNumber
        taxNumber
        email
        mobileNo
        telNo
        workTelNo
        mailingAddress
        consentEmail
        consentSms
        hasPortalUser
        ...CustomerOverview_customer @alias(as: "overview")
        accounts(first: 20) {
          edges {
            node {
              id
              accountKey
              address
            }
          }
        }
        selected: account(id: $accountId) {
          id
          ...AccountPanel_account
        }
      }
    }
    organisation {
      name
    }
    viewer {
      user {
        features {
          viewAsCustomer
          debtManagement
        }
      }
    }
  }
`;

/** The customer 360° view: customer details, the account switcher, the selected account with its property, and its tabs. */
function CustomerScreen({ queryRef }: { queryRef: PreloadedQuery<CustomerScreenQuery> }) {
  const data = usePreloadedQuery<CustomerScreenQuery>(customerScreenQuery, queryRef);
  const { t } = useTranslation('enquiry');
  const customer = data.customer;
  if (!customer?.id || !customer.accounts) return <EnquiryNotFound />;
  const accounts = customer.accounts.edges.map((edge) => edge.node);
  const selected = customer.selected;
  const yes = (value: boolean | null | undefined) => (value ? t('values.yes') : t('values.no'));
  const link = `font-medium text-brand-main underline ${focusRing}`;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-7xl flex-col gap-4 p-4 sm:p-6" data-testid="enquiry-customer">
      <Link to={enquiryPaths.search()} className={`self-start text-sm ${link}`}>
        {t('customer.back')}
      </Link>
      <PageTitle suffix={data.organisation.name}>{t('customer.title', { name: customer.name ?? '' })}</PageTitle>
      {customer.overview ? <CustomerOverview customer={customer.overview} canWorkDebtCases={data.viewer.user?.features.debtManagement === true} /> : null}
      <Section
        title={t('customer.details')}
        testId="enquiry-customer-details"
        actions={
          data.viewer.user?.features.viewAsCustomer && customer.hasPortalUser ? (
            <ViewAsCustomerButton customerId={customer.id} customerName={customer.name ?? ''} />
          ) : undefined
        }
      >
        <DetailList layout="compact"
          items={[
            [t('labels.title'), customer.title],
            [t('labels.firstName'), customer.firstName],
            [t('labels.initial'), customer.initial],
            [t('labels.surname'), customer.surname],
            [t('labels.idNumber'), customer.idNumber ? <Ltr key="id">{customer.idNumber}</Ltr> : null],
            [t('labels.taxNumber'), customer.taxNumber ? <Ltr key="tax">{customer.taxNumber}</Ltr> : null],
            [t('labels.email'), customer.email ? <Ltr key="email">{customer.email}</Ltr> : null],
            [t('labels.mobileNo'), customer.mobileNo ? <Ltr key="mobile">{customer.mobileNo}</Ltr> : null],
            [t('labels.telNo'), customer.telNo ? <Ltr key="tel">{customer.telNo}</Ltr> : null],
            [t('labels.workTelNo'), customer.workTelNo ? <Ltr key="work">{customer.workTelNo}</Ltr> : null],
            [t('labels.mailingAddress'), customer.mailingAddress ? <Ltr key="mailing">{customer.mailingAddress}</Ltr> : null],
            [t('labels.consentEmail'), yes(customer.consentEmail)],
            [t('labels.consentSms'), yes(customer.consentSms)],
            [t('labels.hasPortalUser'), yes(customer.hasPortalUser)],
          ]}
        />
      </Section>
      <nav aria-label={t('customer.accountsOf')} className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{t('customer.accounts')}</h2>
        {accounts.length === 0 ? <p className="text-sm text-gray-700">{t('customer.noAccounts')}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {accounts.map((account) => {
            const current = account.id === selected?.id;
            return (
              <li key={account.id}>
                <Link
                  to={enquiryPaths.customer(customer.id ?? '', account.id)}
                  aria-current={current ? 'page' : undefined}
                  className={`flex flex-col rounded-md border px-3 py-2 text-sm ${current ? 'border-2 border-brand-main bg-white font-semibold text-brand-main' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50'} ${focusRing}`}
                >
                  <span>{t('customer.account', { key: account.accountKey })}</span>
                  <span className="text-xs text-gray-700">
                    <Ltr>{account.address}</Ltr>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {selected ? (
        <>
          <AccountPanel account={selected} />
          <section aria-label={t('customer.tabs')} className="min-w-0 overflow-x-auto [contain:inline-size]">
            <Outlet />
          </section>
        </>
      ) : accounts.length > 0 ? (
        <EnquiryNotFound />
      ) : null}
    </div>
  );
}

export const customerScreen = defineScreen<CustomerScreenQuery>({
  namespaces: ['enquiry', 'customerView', 'enquiryTabs', 'consumptionAlerts'],
  Screen: CustomerScreen,
});
