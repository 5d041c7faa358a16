import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { i18n } from '../../../i18n/i18n';
import { FIRST_TAB } from './tabList';
import { type TabScreen, tabRoute } from './tabRoute';

const tab = (load: () => Promise<{ tabScreen: TabScreen }>) => () => load().then((module) => module.tabScreen);

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
      tabRoute('statements', tab(() => import('./StatementsTab'))),
      tabRoute('transactions', tab(() => import('./TransactionsTab'))),
      tabRoute('deposits', tab(() => import('./DepositsTab'))),
      tabRoute('applications', tab(() => import('./ApplicationsTab'))),
      tabRoute('messages', tab(() => import('./MessagesTab'))),
      tabRoute('readings', tab(() => import('./ReadingsTab'))),
      tabRoute('debtCases', tab(() => import('./DebtCasesTab'))),
      tabRoute('agreements', tab(() => import('./AgreementsTab'))),
    ],
  },
];
