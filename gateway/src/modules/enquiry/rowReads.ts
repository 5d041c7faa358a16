import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { selectsPath } from '../../schema/selection.ts';
import { CUSTOMER_RECORDS, requireEmployee } from '../auth/employeeGuard.ts';
import { propertyLoader } from '../property/propertyLoader.ts';
import type { UpstreamEnquiryAccount } from './api.ts';
import { customerLoader } from './customerLoader.ts';

const ROW_CUSTOMER = ['edges', 'node', 'customer'];
const ROW_PROPERTY = ['edges', 'node', 'property'];

/**
 * The customers and properties a page of search rows will ask for (`Account.customer`, `Account.property`,
 * when this request selects them), read as soon as the page is known, through the loaders the rows' fields
 * use, with the same ids in one call each; resolves once both have answered. The rows' fields then answer
 * from what the loaders have answered (`answeredCustomer`, `answeredProperty`), without a promise per row,
 * so the executor completes the page in one pass instead of a chain of promises per row. A failed read is
 * the rows' fields' to report: they find its error recorded (`batching.ts`, answeredReads), with no second
 * call. Only for a viewer the rows' guard lets through (decided by then, `asEmployee`): a refused one starts
 * no read.
 */
export async function readRows(ctx: GatewayContext, info: GraphQLResolveInfo, rows: readonly UpstreamEnquiryAccount[]): Promise<void> {
  if (rows.length === 0) return;
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const reads: Array<Promise<unknown>> = [];
  if (selectsPath(info, ROW_CUSTOMER)) reads.push(customerLoader(ctx).loadMany(rows.map((row) => row.customerId)));
  if (selectsPath(info, ROW_PROPERTY)) reads.push(propertyLoader(ctx).loadMany(rows.map((row) => row.propertyId)));
  // `loadMany` answers an Error in place of what failed; it never rejects.
  await Promise.all(reads);
}
