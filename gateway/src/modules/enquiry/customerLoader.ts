import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getCustomers, type UpstreamCustomer } from './api.ts';

/** The upstream answers at most this many customers per `/Customer/GetItems` call. */
const MAX_BATCH = 100;

/**
 * Customers by upstream id for employees: every id one operation asks for in one `/Customer/GetItems`
 * call (a page of search rows, applications of a work queue). Customers' sessions are refused upstream,
 * so callers check `requireEmployee` first; unknown ids load as null.
 */
export function createCustomerLoader(upstream: UpstreamClient): DataLoader<number, UpstreamCustomer | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await getCustomers(upstream, ids)).map((customer) => [customer.customerId, customer]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}
