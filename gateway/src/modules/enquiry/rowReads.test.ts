import { describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { EMPLOYEE_SESSION, infoSelecting as infoSelectingOf } from '../../testing/resolveInfo.ts';
import type { UpstreamEnquiryAccount } from './api.ts';
import { propertyResolvers } from '../property/resolvers.ts';
import { customerLoader } from './customerLoader.ts';
import { toEnquiryAccountModel } from './enquiryModel.ts';
import { enquiryResolvers } from './resolvers.ts';
import { readRows } from './rowReads.ts';

/**
 * An employee's request whose upstream records each call (the profile aside) as it is made and answers it at
 * once (or, with `holdAnswers`, once `answer()` is called): every customer and property asked for exists,
 * unless `failing` names the path that fails.
 */
function request(portalEnquiries = true, failing?: string, holdAnswers = false) {
  const calls: Array<{ path: string; body: unknown }> = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const upstream = {
    read: async (path: string, body: { Ids?: number[] }) => {
      if (path === '/account/GetProfileDetails') return { item: { role: 1, name: 'Staff', portalEnquiries } };
      calls.push({ path, body });
      if (!answering) await held;
      if (path === failing) throw new Error(`${path} failed`);
      if (path === '/Customer/GetItems') return { items: (body.Ids ?? []).map((customerId) => ({ customerId, name: `Customer ${customerId}` })) };
      if (path === '/Property/GetItems') return { items: (body.Ids ?? []).map((propertyId) => ({ propertyId, reference: `P${propertyId}`, propertyType: 'house' })) };
      return { items: [] };
    },
  };
  const session = EMPLOYEE_SESSION;
  let answering = !holdAnswers;
  const answer = () => {
    answering = true;
    release();
  };
  return { ctx: { session, upstream, loaderScope: {}, profileReads: { fresh: true }, services: {} } as unknown as GatewayContext, calls, answer };
}

const infoSelecting = (selection: string): GraphQLResolveInfo => infoSelectingOf('enquirySearch', selection);

const rows = [
  { accountId: 1, customerId: 10, propertyId: 100, relation: null },
  { accountId: 2, customerId: 20, propertyId: 200, relation: null },
  { accountId: 3, customerId: 10, propertyId: 300, relation: null },
] as UpstreamEnquiryAccount[];

const ROWS_WITH_BOTH = 'edges { node { id customer { name } property { reference } } }';

type RowField = (row: unknown, args: object, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;
const rowCustomer = (enquiryResolvers.Account as Record<string, RowField>)['customer'] as RowField;
const rowProperty = (propertyResolvers.Account as Record<string, RowField>)['property'] as RowField;

describe('readRows', () => {
  it('has read the customers and properties of the page by the time it resolves, in one call each', async () => {
    const { ctx, calls, answer } = request(true, undefined, true);
    const read = readRows(ctx, infoSelecting(ROWS_WITH_BOTH), rows);
    // Both calls leave before either is answered: one round trip, as the direct REST client makes it.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(calls.map((call) => call.path)).toEqual(['/Customer/GetItems', '/Property/GetItems']);
    answer();
    await read;
    expect(calls).toEqual([
      { path: '/Customer/GetItems', body: { Ids: [10, 20] } },
      { path: '/Property/GetItems', body: { Ids: [100, 200, 300] } },
    ]);
    // A row's field then finds its customer in flight: no second call.
    await customerLoader(ctx).load(20);
    expect(calls).toHaveLength(2);
  });

  it('lets every row answer its customer and property at once, without a promise per row', async () => {
    const { ctx } = request();
    const info = infoSelecting(ROWS_WITH_BOTH);
    await readRows(ctx, info, rows);
    for (const row of rows.map(toEnquiryAccountModel)) {
      const customer = rowCustomer(row, {}, ctx, info);
      const property = rowProperty(row, {}, ctx, info);
      expect(customer).not.toBeInstanceOf(Promise);
      expect(property).not.toBeInstanceOf(Promise);
      expect(customer).toMatchObject({ __typename: 'Customer', customerId: row.customerId, name: `Customer ${row.customerId}` });
      expect(property).toMatchObject({ __typename: 'Property', propertyId: row.propertyId, propertyType: 'HOUSE' });
    }
  });

  it('leaves a failed read to the rows, which report its error', async () => {
    const { ctx, calls } = request(true, '/Customer/GetItems');
    const info = infoSelecting(ROWS_WITH_BOTH);
    await readRows(ctx, info, rows);
    const [row] = rows.map(toEnquiryAccountModel);
    // Thrown or rejected, the row's field reports the read's error.
    await expect(Promise.resolve().then(() => rowCustomer(row, {}, ctx, info))).rejects.toThrow('/Customer/GetItems failed');
    expect(rowProperty(row, {}, ctx, info)).toMatchObject({ reference: 'P100' });
    expect(calls.filter((call) => call.path === '/Customer/GetItems')).toHaveLength(1);
  });

  it('reads only what this request selects, and nothing for an empty page', async () => {
    const onlyCustomers = request();
    await readRows(onlyCustomers.ctx, infoSelecting('totalCount edges { node { customer { name } } }'), rows);
    expect(onlyCustomers.calls.map((call) => call.path)).toEqual(['/Customer/GetItems']);
    const neither = request();
    await readRows(neither.ctx, infoSelecting('totalCount edges { node { id accountKey } }'), rows);
    const empty = request();
    await readRows(empty.ctx, infoSelecting('edges { node { customer { name } property { reference } } }'), []);
    expect([...neither.calls, ...empty.calls]).toEqual([]);
  });

  it('starts nothing for an employee without the enquiries', async () => {
    const refused = request(false);
    await expect(readRows(refused.ctx, infoSelecting('edges { node { customer { name } property { reference } } }'), rows)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(refused.calls).toEqual([]);
  });
});
