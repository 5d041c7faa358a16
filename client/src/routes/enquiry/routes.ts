import { createElement } from 'react';
import { type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { relayEnvironment } from '../../relay/environment';
import { guard } from '../../router/guard';
import { RouteErrorBoundary } from '../../router/RouteErrorBoundary';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';
import { accountTabRoutes } from './tabs/routes';

/** Enquiries show every customer: only employees whose profile has them (`enquiries`, portalEnquiries). */
const employee = { kind: 'employee', feature: 'enquiries' } as const;

const searchScreen = () => import('./EnquirySearchScreen').then((module) => module.enquirySearchScreen);
const customerScreen = () => import('./CustomerScreen').then((module) => module.customerScreen);
const propertyScreen = () => import('./PropertyScreen').then((module) => module.propertyScreen);
const meterScreen = () => import('./MeterScreen').then((module) => module.meterScreen);
const connectionScreen = () => import('./ConnectionScreen').then((module) => module.connectionScreen);

/** `/enquiries/customers/:customerId` opens the customer's first account (its query loads with it). */
async function openFirstAccount(args: LoaderFunctionArgs) {
  await guard(relayEnvironment, employee);
  return (await import('./openFirstAccount')).openFirstAccount(args);
}

/** The employees' enquiries: search, the customer and property 360° views, meters and connections. */
export const enquiryRoutes: RouteObject[] = [
  searchScreenRoute('enquiries', employee, searchScreen),
  { path: 'enquiries/customers/:customerId', loader: openFirstAccount, errorElement: createElement(RouteErrorBoundary) },
  { ...(screenRoute('enquiries/customers/:customerId/accounts/:accountId', employee, customerScreen) as NonIndexRouteObject), children: accountTabRoutes },
  screenRoute('enquiries/properties/:propertyId', employee, propertyScreen),
  screenRoute('enquiries/meters/:meterId', employee, meterScreen),
  screenRoute('enquiries/connections/:connectionId', employee, connectionScreen),
];
