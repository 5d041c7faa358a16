import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import { asEmployee, CUSTOMER_RECORDS, requireEmployee } from './employeeGuard.ts';

/** A request of a signed-in viewer whose profile reads are counted (none shared: each request reads its own). */
function requestOf(role: 1 | 2, portalEnquiries: boolean) {
  const reads: string[] = [];
  const upstream = {
    read: async (path: string) => {
      reads.push(path);
      return { item: { role, userId: 7, name: 'Staff', portalEnquiries } };
    },
  };
  const ctx = {
    session: { id: 'session', via: 'bearer', data: { role, username: 'staff@demo.test' } },
    upstream,
    loaderScope: {},
    profileReads: { fresh: true },
    services: {},
  } as unknown as GatewayContext;
  return { ctx, reads };
}

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return undefined;
};

describe('asEmployee', () => {
  it('waits for the profile on the first row, then answers every later row of the request at once', async () => {
    const { ctx, reads } = requestOf(1, true);
    const first = asEmployee(ctx, CUSTOMER_RECORDS, () => 'row 1');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe('row 1');
    // Decided: a plain value, no promise, and no second profile read.
    expect(asEmployee(ctx, CUSTOMER_RECORDS, () => 'row 2')).toBe('row 2');
    expect(asEmployee(ctx, CUSTOMER_RECORDS, () => 'row 3')).toBe('row 3');
    expect(reads).toEqual(['/account/GetProfileDetails']);
  });

  it('refuses an employee without the area with FORBIDDEN, at once once the profile has answered', async () => {
    const { ctx } = requestOf(1, false);
    await expect(requireEmployee(ctx, CUSTOMER_RECORDS)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    let ran = false;
    expect(codeOf(() => asEmployee(ctx, CUSTOMER_RECORDS, () => (ran = true)))).toBe('FORBIDDEN');
    expect(ran).toBe(false);
  });

  it('refuses customers and visitors before any profile read, as requireEmployee does', () => {
    const customer = requestOf(2, true);
    expect(codeOf(() => asEmployee(customer.ctx, CUSTOMER_RECORDS, () => 'row'))).toBe('FORBIDDEN');
    expect(customer.reads).toEqual([]);
    const visitor = { session: undefined } as unknown as GatewayContext;
    expect(codeOf(() => asEmployee(visitor, CUSTOMER_RECORDS, () => 'row'))).toBe('UNAUTHENTICATED');
  });

  it('decides again for another request and after the viewer is rebound (a new loader scope)', async () => {
    const { ctx, reads } = requestOf(1, true);
    await requireEmployee(ctx, CUSTOMER_RECORDS);
    const rebound = { ...ctx, loaderScope: {} } as GatewayContext;
    expect(asEmployee(rebound, CUSTOMER_RECORDS, () => 'row')).toBeInstanceOf(Promise);
    await requireEmployee(rebound, CUSTOMER_RECORDS);
    expect(reads).toHaveLength(2);
  });
});
