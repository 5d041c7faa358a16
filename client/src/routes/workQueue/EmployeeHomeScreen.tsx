import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { isolated } from '../../i18n/isolate';
import { defineScreen } from '../../router/screenRoute';
import { navigationItems } from '../../lib/navigationItems';
import type { EmployeeHomeScreenQuery } from './__generated__/EmployeeHomeScreenQuery.graphql';
import { QUEUES, type WorkQueueKind } from '../../lib/workQueues';
import { writeQueueSearch } from './queueSearch';

const employeeHomeScreenQuery = graphql`
  query EmployeeHomeScreenQuery @preloadable {
    viewer {
      # eslint-disable-next-line relay/unused-fields -- navigationItems (../shell/navigationItems.ts) reads the role, registration type and features
      user {
        name
        role
        registrationType
        features {
          applications
          omApplications
          disconnections
          debtManagement
          assets
          elements
          logs
          samples
          captureMeterReadings
          webGis
          gisAdministration
          enquiries
        }
      }
    }
    workQueueSummaries {
      kind
      assignedToMe
      withUnreadMessages
      new
      total
    }
    organisation {
      name
    }
  }
`;

/** Only the user decides employee menu items (000 §6); the customer-side facts do not apply. */
const EMPLOYEE_ONLY = {
  settings: { showPaymentButton: false, customerMeterReadings: false, emmHalfHourConsumptions: false, allowDashboardsCustomer: false, enableEBillRegistration: false, newCustomerApplication: false, newCustomerEvaluationApplication: false },
  organisation: { enableSupportPage: false, enablePrivacyPolicy: false, hasPaymentLink: false },
};

/** The enquiry screen's search key (`/enquiries?text=…`). */
const ENQUIRY_PATH = '/enquiries';

/** 000 §2 /employeeHome: the viewer's queue counts, a customer search (with the enquiries) and the areas their profile opens. */
function EmployeeHomeScreen({ queryRef }: { queryRef: PreloadedQuery<EmployeeHomeScreenQuery> }) {
  const { viewer, workQueueSummaries, organisation } = usePreloadedQuery<EmployeeHomeScreenQuery>(employeeHomeScreenQuery, queryRef);
  const { t } = useTranslation('workQueue');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const user = viewer.user;
  const areas = user ? navigationItems({ user, ...EMPLOYEE_ONLY }).filter((item) => item.key !== 'employeeHome') : [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('home.searchRequired'));
      return;
    }
    setError(null);
    void navigate(`${ENQUIRY_PATH}?${new URLSearchParams({ text: text.trim() })}`);
  };
  const queueLink = (kind: WorkQueueKind, filter: Parameters<typeof writeQueueSearch>[0] | null) =>
    `${QUEUES[kind].listPath}${filter ? `?${writeQueueSearch(filter)}` : ''}`;
  const none = { status: null, applicationType: null, updatedFrom: null, updatedTo: null, assignedToMe: false, unreadOnly: false };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('home.title')}</PageTitle>
      {user ? <p className="text-gray-800">{t('home.welcome', { name: isolated(user.name) })}</p> : null}
      {user?.features.enquiries ? (
        <form role="search" noValidate onSubmit={search} className="flex flex-wrap items-end gap-2 rounded-md border border-gray-200 bg-white p-4">
          <div className="min-w-60 flex-1">
            <TextField label={t('home.search')} name="text" type="search" value={text} onChange={(event) => setText(event.target.value)} error={error} placeholder={t('home.searchPlaceholder')} data-testid="home-search" />
          </div>
          <Button type="submit" className={error ? 'mb-6' : ''}>{t('home.searchSubmit')}</Button>
        </form>
      ) : null}
      {workQueueSummaries.length > 0 ? (
        <section aria-labelledby="queues-title" className="flex flex-col gap-3">
          <h2 id="queues-title" className="text-xl font-semibold text-gray-900">
            {t('home.queues')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {workQueueSummaries.map((summary) => {
              const kind = summary.kind as WorkQueueKind;
              const counts: Array<[string, number, string]> = [
                [t('home.assignedToMe'), summary.assignedToMe, queueLink(kind, { ...none, assignedToMe: true })],
                [t('home.unread'), summary.withUnreadMessages, queueLink(kind, { ...none, unreadOnly: true })],
                [t('home.new'), summary.new, queueLink(kind, { ...none, status: 'NEW' })],
                [t('home.total'), summary.total, queueLink(kind, null)],
              ];
              return (
                <li key={kind} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid={`home-queue-${kind}`}>
                  <h3 className="text-lg font-semibold text-gray-900">{t(QUEUES[kind].titleKey)}</h3>
                  <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                    {counts.map(([label, count, to]) => (
                      <div key={label} className="flex flex-col justify-between gap-1">
                        <dt className="text-sm text-gray-700">{label}</dt>
                        <dd>
                          <Link to={to} className={`text-2xl font-semibold text-brand-main underline ${focusRing}`}>
                            {count}
                          </Link>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {areas.length > 0 ? (
        <nav aria-labelledby="areas-title" className="flex flex-col gap-3">
          <h2 id="areas-title" className="text-xl font-semibold text-gray-900">
            {t('home.areas')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {areas.map((area) => (
              <li key={area.key}>
                <Link to={area.path} className={`inline-flex min-h-10 items-center rounded-md border border-brand-main px-4 text-brand-main hover:bg-brand-login-secondary ${focusRing}`}>
                  {t(`common:nav.items.${area.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

export const employeeHomeScreen = defineScreen<EmployeeHomeScreenQuery>({
  namespaces: ['workQueue'],
  Screen: EmployeeHomeScreen,
});
