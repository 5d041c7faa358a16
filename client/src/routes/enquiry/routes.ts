import { createElement } from 'react';
import { type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { currentEnvironment } from '../../relay/environment';
import { guard } from '../../router/guard';
import { RouteErrorBoundary } from '../../router/RouteErrorBoundary';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import connectionParameters from './__generated__/ConnectionScreenQuery$parameters';
import customerParameters from './__generated__/CustomerScreenQuery$parameters';
import enquirySearchParameters from './__generated__/EnquirySearchScreenQuery$parameters';
import meterParameters from './__generated__/MeterScreenQuery$parameters';
import propertyParameters from './__generated__/PropertyScreenQuery$parameters';
import { readEnquirySearch, searchVariables } from './enquirySearch';
import { openFirstAccount } from './openFirstAccount';
import { accountTabRoutes } from './tabs/routes';

/** Enquiries show every customer: only employees whose profile has them (`enquiries`, portalEnquiries). */
const employee = { kind: 'employee', feature: 'enquiries' } as const;

const searchScreen = () => import('./EnquirySearchScreen').then((module) => module.enquirySearchScreen);
const customerScreen = () => import('./CustomerScreen').then((module) => module.customerScreen);
const propertyScreen = () => import('./PropertyScreen').then((module) => module.propertyScreen);
const meterScreen = () => import('./MeterScreen').then((module) => module.meterScreen);
const connectionScreen = () => import('./ConnectionScreen').then((module) => module.connectionScreen);

// The search's criteria live in the URL, so a search can be shared and the back button works.
const searchQuery = routeQuery(enquirySearchParameters, { variables: ({ search }) => searchVariables(readEnquirySearch(search)) });
const customerQuery = routeQuery(customerParameters, { variables: ({ params }) => ({ customerId: params['customerId'] ?? '', accountId: params['accountId'] ?? '' }) });

/** `/enquiries/customers/:customerId` opens the customer's first account (a small query, in this chunk: no code to wait for). */
async function openCustomer(args: LoaderFunctionArgs) {
  await guard(currentEnvironment(), employee);
  return openFirstAccount(args);
}

/** The employees' enquiries: search, the customer and property 360° views, meters and connections. */
export const enquiryRoutes: RouteObject[] = [
  screenRoute('enquiries', employee, searchQuery, searchScreen),
  { path: 'enquiries/customers/:customerId', loader: openCustomer, errorElement: createElement(RouteErrorBoundary) },
  { ...(screenRoute('enquiries/customers/:customerId/accounts/:accountId', employee, customerQuery, customerScreen) as NonIndexRouteObject), children: accountTabRoutes },
  screenRoute('enquiries/properties/:propertyId', employee, routeQuery(propertyParameters, { variables: ({ params }) => ({ propertyId: params['propertyId'] ?? '' }) }), propertyScreen),
  screenRoute('enquiries/meters/:meterId', employee, routeQuery(meterParameters, { variables: ({ params }) => ({ meterId: params['meterId'] ?? '' }) }), meterScreen),
  screenRoute('enquiries/connections/:connectionId', employee, routeQuery(connectionParameters, { variables: ({ params }) => ({ connectionId: params['connectionId'] ?? '' }) }), connectionScreen),
];
