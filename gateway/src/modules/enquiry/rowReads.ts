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
 * use: the rows then find the reads in flight, with the same ids in one call each. Without it the round
 * trip waited until the executor had walked every row of the page. Resolves once the calls are sent, so
 * the walk runs while the utility API answers them; a failed read is the rows' fields' to report. Only for
 * a viewer the rows' guard lets through (decided by then, `asEmployee`): a refused one starts no read.
 */
export async function startRowReads(ctx: GatewayContext, info: GraphQLResolveInfo, rows: readonly UpstreamEnquiryAccount[]): Promise<void> {
  if (rows.length === 0) return;
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const customers = selectsPath(info, ROW_CUSTOMER);
  const properties = selectsPath(info, ROW_PROPERTY);
  if (customers) void customerLoader(ctx).loadMany(rows.map((row) => row.customerId));
  if (properties) void propertyLoader(ctx).loadMany(rows.map((row) => row.propertyId));
  // A loader sends its batch on a later tick and Node writes a request to its socket on one more:
  // one turn of the event loop lets both calls leave before the rows are walked.
  if (customers || properties) await new Promise<void>((resolve) => setImmediate(resolve));
}
