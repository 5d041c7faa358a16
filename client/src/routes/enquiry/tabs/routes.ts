import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { i18n } from '../../../i18n/i18n';
import { type RouteQuery, routeQuery } from '../../../router/routeQuery';
import type { ScreenView } from '../../../router/screenRoute';
import { rangeFromSearch } from '../../../lib/statementRange';
import agreementsParameters from './__generated__/AgreementsTabQuery$parameters';
import applicationsParameters from './__generated__/ApplicationsTabQuery$parameters';
import debtCasesParameters from './__generated__/DebtCasesTabQuery$parameters';
import depositsParameters from './__generated__/DepositsTabQuery$parameters';
import messagesParameters from './__generated__/MessagesTabQuery$parameters';
import readingsParameters from './__generated__/ReadingsTabQuery$parameters';
import statementsParameters from './__generated__/StatementsTabQuery$parameters';
import transactionsParameters from './__generated__/TransactionsTabQuery$parameters';
import { FIRST_TAB } from './tabList';
import { tabRoute } from './tabRoute';

const tab =
  <Q extends OperationType>(load: () => Promise<{ tabScreen: ScreenView<Q> }>) =>
  () =>
    load().then((module) => module.tabScreen);

const ofAccount = <Q extends OperationType & { variables: { accountId: string } }>(parameters: RouteQuery<Q>['parameters']) =>
  routeQuery<Q>(parameters, { variables: ({ params }) => ({ accountId: params['accountId'] ?? '' }) as Q['variables'] });
const ofCustomer = <Q extends OperationType & { variables: { customerId: string } }>(parameters: RouteQuery<Q>['parameters']) =>
  routeQuery<Q>(parameters, { variables: ({ params }) => ({ customerId: params['customerId'] ?? '' }) as Q['variables'] });

// The statement range lives in the URL's search, as on the customer's own statements.
const transactionsQuery = routeQuery(transactionsParameters, {
  variables: ({ params, search }) => {
    const { from, to } = rangeFromSearch(search);
    return { accountId: params['accountId'] ?? '', from, to };
  },
});

/**
 * The tabs of an account in the customer 360° view (statements, transactions, deposits, applications,
 * messages, readings, debt-management cases, agreements): child routes of
 * `enquiries/customers/:customerId/accounts/:accountId`, each loading its own query when opened.
 */
export const accountTabRoutes: RouteObject[] = [
  {
    loader: async () => {
      await i18n.loadNamespaces(['enquiryTabs']);
      return null;
    },
    lazy: async () => ({ Component: (await import('./AccountTabs')).AccountTabs }),
    children: [
      {
        index: true,
        loader: ({ request }: LoaderFunctionArgs) => {
          const url = new URL(request.url);
          return redirect(`${url.pathname.replace(/\/$/, '')}/${FIRST_TAB}${url.search}`);
        },
      },
      tabRoute('statements', ofAccount(statementsParameters), tab(() => import('./StatementsTab'))),
      tabRoute('transactions', transactionsQuery, tab(() => import('./TransactionsTab'))),
      tabRoute('deposits', ofAccount(depositsParameters), tab(() => import('./DepositsTab'))),
      tabRoute('applications', ofCustomer(applicationsParameters), tab(() => import('./ApplicationsTab'))),
      tabRoute('messages', ofCustomer(messagesParameters), tab(() => import('./MessagesTab'))),
      tabRoute('readings', ofAccount(readingsParameters), tab(() => import('./ReadingsTab'))),
      tabRoute('debtCases', ofAccount(debtCasesParameters), tab(() => import('./DebtCasesTab'))),
      tabRoute('agreements', ofAccount(agreementsParameters), tab(() => import('./AgreementsTab'))),
    ],
  },
];
