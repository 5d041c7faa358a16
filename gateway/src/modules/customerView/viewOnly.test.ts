import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import type { SessionData } from '../../session/SessionStore.ts';
import { withViewOnlyWhileViewing } from './viewOnly.ts';

const employee: SessionData = { upstreamSession: 'e', username: 'staff', userId: 'staff', role: 1, language: 'en' };
const viewing = { ...employee, role: 2 as const, view: { employee, expiresAt: '2026-03-01T08:15:00Z', customerName: 'M', employeeName: 'K' } };
const contextOf = (data: SessionData) => ({ session: { id: 's', data, via: 'cookie' }, language: 'en' }) as unknown as GatewayContext;

function schema() {
  return withViewOnlyWhileViewing(
    makeExecutableSchema({
      typeDefs: 'type Query { q: Int } type Mutation { change: Int endCustomerView: Int } type Subscription { queue: Int unreadMessageCount: Int }',
      resolvers: {
        Mutation: { change: () => 1, endCustomerView: () => 2 },
        Subscription: { queue: { subscribe: () => 'stream' }, unreadMessageCount: { subscribe: () => 'count' } },
      },
    }),
  );
}

describe('while an employee views a customer portal', () => {
  const fields = schema();
  const mutation = fields.getMutationType()?.getFields();
  const subscription = fields.getSubscriptionType()?.getFields();
  const call = (run: () => unknown) => {
    try {
      return run();
    } catch (error) {
      return (error as { extensions?: { code?: string } }).extensions?.code;
    }
  };

  it('refuses mutations and subscriptions not named as allowed, and only then', () => {
    const info = {} as never;
    expect(call(() => mutation?.['change']?.resolve?.({}, {}, contextOf(viewing), info))).toBe('VIEW_ONLY');
    expect(call(() => mutation?.['endCustomerView']?.resolve?.({}, {}, contextOf(viewing), info))).toBe(2);
    expect(call(() => subscription?.['queue']?.subscribe?.({}, {}, contextOf(viewing), info))).toBe('VIEW_ONLY');
    expect(call(() => subscription?.['unreadMessageCount']?.subscribe?.({}, {}, contextOf(viewing), info))).toBe('count');
    expect(call(() => mutation?.['change']?.resolve?.({}, {}, contextOf(employee), info))).toBe(1);
    expect(call(() => subscription?.['queue']?.subscribe?.({}, {}, contextOf(employee), info))).toBe('stream');
  });
});
