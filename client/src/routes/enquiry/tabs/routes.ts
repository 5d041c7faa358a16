import type { RouteObject } from 'react-router-dom';

/**
 * The tabs of an account in the customer 360° view (statements, transactions, deposits, applications,
 * messages, readings, debt-management cases, agreements): child routes of
 * `enquiries/customers/:customerId/accounts/:accountId`, each loading its own query when opened.
 */
export const accountTabRoutes: RouteObject[] = [];
