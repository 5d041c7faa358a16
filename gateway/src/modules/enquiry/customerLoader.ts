import type DataLoader from 'dataloader';
import { answeredReads, loaderById, perRequest, type AnsweredReads } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { getCustomers } from './api.ts';
import { toCustomerModel, type CustomerModel } from './enquiryModel.ts';

/** What this request's customer reads have answered (`batching.ts`, answeredReads): filled by the loader. */
const answered = perRequest((): AnsweredReads<CustomerModel> => answeredReads((customer) => customer.customerId));

/**
 * Customers by upstream id for employees: every id one operation asks for in one `/Customer/GetItems`
 * call (a page of search rows, applications of a work queue). Customers' sessions are refused upstream,
 * so callers check `requireEmployee` first; unknown ids load as null.
 */
function createCustomerLoader(ctx: GatewayContext): DataLoader<number, CustomerModel | null> {
  const reads = answered(ctx);
  return loaderById(
    (ids) => reads.record(ids, getCustomers(ctx.upstream, ids).then((customers) => customers.map(toCustomerModel))),
    (customer) => customer.customerId,
  );
}

/** The request's customers loader, made at its first use (`batching.ts`, perRequest). */
export const customerLoader = perRequest(createCustomerLoader);

/** The customer `customerId` as this request's reads answered it (their error thrown), else `load()`. */
export function answeredCustomer<R>(ctx: GatewayContext, customerId: number, load: () => R): CustomerModel | R {
  return answered(ctx).answerOr(customerId, load);
}
