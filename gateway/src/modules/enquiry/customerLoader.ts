import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getCustomers, type UpstreamCustomer } from './api.ts';

/**
 * Customers by upstream id for employees: every id one operation asks for in one `/Customer/GetItems`
 * call (a page of search rows, applications of a work queue). Customers' sessions are refused upstream,
 * so callers check `requireEmployee` first; unknown ids load as null.
 */
function createCustomerLoader(upstream: UpstreamClient): DataLoader<number, UpstreamCustomer | null> {
  return loaderById((ids) => getCustomers(upstream, ids), (customer) => customer.customerId);
}

/** The request's customers loader, made at its first use (`batching.ts`, perRequest). */
export const customerLoader = perRequest((ctx) => createCustomerLoader(ctx.upstream));
