import pino from 'pino';
import { createPubSub } from 'graphql-yoga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayChannels } from '../../realtime/pubsub.ts';
import { createUnreadRegistry, type UnreadRegistry, type UnreadSubscriber } from './unreadRegistry.ts';

// The registry alone, with a fake clock and a fake check: which session polls, and how often.

const FIRST_MS = 3000;
const INTERVAL_MS = 60_000;
const EXPIRED = new Error('session expired');

function setUp(counts: Map<string, number | Error>) {
  const pubsub = createPubSub<GatewayChannels>();
  const checks: string[] = [];
  const registry = createUnreadRegistry({
    pubsub,
    firstMs: FIRST_MS,
    intervalMs: INTERVAL_MS,
    logger: pino({ level: 'silent' }),
    check: async (subscriber) => {
      checks.push(subscriber.upstreamSession);
      const answer = counts.get(subscriber.upstreamSession) ?? 0;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    isSessionExpired: (error) => error === EXPIRED,
  });
  return { pubsub, checks, registry };
}

function subscriber(upstreamSession: string): UnreadSubscriber & { expired: Error[] } {
  const expired: Error[] = [];
  return { upstreamSession, language: 'en', expired, expire: (error) => expired.push(error) };
}

let registry: UnreadRegistry | undefined;
afterEach(() => {
  registry?.close();
  vi.useRealTimers();
});

describe('the unread-message registry', () => {
  it('polls once per interval for a user however many tabs subscribe, first after FIRST_MS (000 §9)', async () => {
    vi.useFakeTimers();
    const setup = setUp(new Map([['tab-1', 2], ['tab-2', 2]]));
    registry = setup.registry;
    registry.join('maria', subscriber('tab-1'));
    registry.join('maria', subscriber('tab-2'));
    await vi.advanceTimersByTimeAsync(FIRST_MS - 1);
    expect(setup.checks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(setup.checks).toEqual(['tab-1']);
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    expect(setup.checks).toEqual(['tab-1', 'tab-1', 'tab-1', 'tab-1']);
    expect(registry.polledUsers()).toBe(1);
  });

  it('answers a new subscriber from a fresh count without asking again', async () => {
    vi.useFakeTimers();
    const setup = setUp(new Map([['tab-1', 4]]));
    registry = setup.registry;
    expect(await registry.join('maria', subscriber('tab-1')).current()).toBe(4);
    expect(await registry.join('maria', subscriber('tab-2')).current()).toBe(4);
    expect(setup.checks).toEqual(['tab-1']);
  });

  it('uses another tab\'s session when the polling tab leaves, and stops when the last one leaves', async () => {
    vi.useFakeTimers();
    const setup = setUp(new Map());
    registry = setup.registry;
    const first = registry.join('maria', subscriber('tab-1'));
    const second = registry.join('maria', subscriber('tab-2'));
    first.leave();
    await vi.advanceTimersByTimeAsync(FIRST_MS);
    expect(setup.checks).toEqual(['tab-2']);
    second.leave();
    expect(registry.polledUsers()).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL_MS);
    expect(setup.checks).toEqual(['tab-2']);
  });

  it('ends the subscription whose upstream session expired and carries on with another', async () => {
    vi.useFakeTimers();
    const setup = setUp(new Map<string, number | Error>([['old', EXPIRED], ['new', 1]]));
    registry = setup.registry;
    const old = subscriber('old');
    registry.join('maria', old);
    const membership = registry.join('maria', subscriber('new'));
    expect(await membership.current()).toBe(1);
    expect(old.expired).toEqual([EXPIRED]);
    expect(setup.checks).toEqual(['old', 'new']);
  });

  it('publishes changed counts by user and re-checks at once on messagesChanged', async () => {
    const counts = new Map([['tab-1', 1]]);
    const setup = setUp(counts);
    registry = setup.registry;
    // Yoga's pubsub listens from the first `next()` on.
    const heard = setup.pubsub.subscribe('unreadMessageCount', 'maria')[Symbol.asyncIterator]();
    const first = heard.next();
    const membership = registry.join('maria', subscriber('tab-1'));
    expect(await membership.current()).toBe(1);
    expect((await first).value).toEqual({ count: 1 });

    counts.set('tab-1', 2);
    setup.pubsub.publish('messagesChanged', { userIds: ['someone-else', 'maria'] });
    expect((await heard.next()).value).toEqual({ count: 2 });
    expect(setup.checks).toEqual(['tab-1', 'tab-1']);
    await heard.return?.();
  });
});
