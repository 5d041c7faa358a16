import { describe, expect, it } from 'vitest';
import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { graphqlModule } from '../../schema/graphqlModule.ts';
import type { UpstreamEnquiryAccount } from './api.ts';
import { customerLoader } from './customerLoader.ts';
import { startRowReads } from './rowReads.ts';

/** An employee's request whose upstream records each call (the profile aside) as it is made and answers it at once. */
function request(portalEnquiries = true) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const upstream = {
    read: async (path: string, body: unknown) => {
      if (path === '/account/GetProfileDetails') return { item: { role: 1, name: 'Staff', portalEnquiries } };
      calls.push({ path, body });
      return { items: [] };
    },
  };
  const session = { id: 'session', via: 'bearer', data: { role: 1, username: 'staff@demo.test' } };
  return { ctx: { session, upstream, loaderScope: {}, profileReads: { fresh: true }, services: {} } as unknown as GatewayContext, calls };
}

function infoSelecting(selection: string): GraphQLResolveInfo {
  const operation = graphqlModule.parse(`{ enquirySearch { ${selection} } }`).definitions[0];
  const root = operation?.kind === graphqlModule.Kind.OPERATION_DEFINITION ? operation.selectionSet.selections[0] : undefined;
  return { fieldNodes: [root as FieldNode], fragments: {}, variableValues: {} } as unknown as GraphQLResolveInfo;
}

const rows = [
  { accountId: 1, customerId: 10, propertyId: 100 },
  { accountId: 2, customerId: 20, propertyId: 200 },
  { accountId: 3, customerId: 10, propertyId: 300 },
] as UpstreamEnquiryAccount[];

describe('startRowReads', () => {
  it('has sent the customers and properties of the page by the time it resolves, before any row asks', async () => {
    const { ctx, calls } = request();
    await startRowReads(ctx, infoSelecting('edges { node { id customer { name } property { reference } } }'), rows);
    expect(calls).toEqual([
      { path: '/Customer/GetItems', body: { Ids: [10, 20] } },
      { path: '/Property/GetItems', body: { Ids: [100, 200, 300] } },
    ]);
    // A row's field then finds its customer in flight: no second call.
    await customerLoader(ctx).load(20);
    expect(calls).toHaveLength(2);
  });

  it('reads only what this request selects, and nothing for an empty page', async () => {
    const onlyCustomers = request();
    await startRowReads(onlyCustomers.ctx, infoSelecting('totalCount edges { node { customer { name } } }'), rows);
    expect(onlyCustomers.calls.map((call) => call.path)).toEqual(['/Customer/GetItems']);
    const neither = request();
    await startRowReads(neither.ctx, infoSelecting('totalCount edges { node { id accountKey } }'), rows);
    const empty = request();
    await startRowReads(empty.ctx, infoSelecting('edges { node { customer { name } property { reference } } }'), []);
    expect([...neither.calls, ...empty.calls]).toEqual([]);
  });

  it('starts nothing for an employee without the enquiries', async () => {
    const refused = request(false);
    await expect(startRowReads(refused.ctx, infoSelecting('edges { node { customer { name } property { reference } } }'), rows)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(refused.calls).toEqual([]);
  });
});
