import pino from 'pino';
import { createPubSub } from 'graphql-yoga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayChannels } from '../../realtime/pubsub.ts';
import type { UpstreamApplication } from '../applications/api.ts';
import { createWorkQueueWatcher, type QueueSubscriber, type WorkQueueWatcher } from './watcher.ts';

// The watcher alone, on a fake clock with a fake queue: when it reads, with whose session, and what it
// hands to the subscribers. workQueueChanged.test.ts runs it on real gateways.

const INTERVAL_MS = 30_000;
const WAKE_DELAY_MS = 100;

const row = (id: number, status = 1): UpstreamApplication => ({
  portalApplicationId: id,
  applicationType: 1,
  typeName: null,
  kind: 1,
  name: `Application ${id}`,
  status,
  statusName: 'New',
  updatedOn: '2026-03-01T08:00:00Z',
  unreadMessages: 0,
  customerName: 'Maria Georgiou',
  customerId: null,
  newCustomerApplicationId: null,
  assignedEmployee: null,
  assignedEmployeeId: null,
  assignedToMe: false,
  allowedStatuses: [],
});

function setUp() {
  const pubsub = createPubSub<GatewayChannels>();
  const queue = [row(1), row(2)];
  const reads: string[] = [];
  const watcher = createWorkQueueWatcher({
    pubsub,
    intervalMs: INTERVAL_MS,
    wakeDelayMs: WAKE_DELAY_MS,
    logger: pino({ level: 'silent' }),
    read: async (subscriber) => {
      reads.push(subscriber.upstreamSession);
      return queue.map((item) => ({ ...item }));
    },
    isSessionExpired: () => false,
  });
  return { pubsub, queue, reads, watcher };
}

function subscriber(upstreamSession: string): QueueSubscriber & { delivered: number[][] } {
  const delivered: number[][] = [];
  return { upstreamSession, language: 'en', delivered, deliver: (ids) => delivered.push(ids), expire: () => undefined };
}

let watcher: WorkQueueWatcher | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  watcher?.close();
  vi.useRealTimers();
});

describe('the work-queue watcher', () => {
  it('reads a queue at once, then once per interval however many employees watch it', async () => {
    const setup = setUp();
    watcher = setup.watcher;
    watcher.join(1, subscriber('staff-1'));
    watcher.join(1, subscriber('staff-2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(setup.reads).toEqual(['staff-1']);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(setup.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(setup.reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL_MS);
    expect(setup.reads).toEqual(['staff-1', 'staff-1', 'staff-1', 'staff-1']);
    expect(watcher.watchedQueues()).toBe(1);
  });

  it('hands the ids of changed rows to every subscriber, and nothing for the first read', async () => {
    const setup = setUp();
    watcher = setup.watcher;
    const [one, two] = [subscriber('staff-1'), subscriber('staff-2')];
    watcher.join(1, one);
    watcher.join(1, two);
    await vi.advanceTimersByTimeAsync(0);
    setup.queue[1] = row(2, 2);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(one.delivered).toEqual([[2]]);
    expect(two.delivered).toEqual([[2]]);
  });

  it('reads after the wake delay on a workQueueChanged event, once for a burst', async () => {
    const setup = setUp();
    watcher = setup.watcher;
    const one = subscriber('staff-1');
    watcher.join(1, one);
    await vi.advanceTimersByTimeAsync(0);
    setup.queue[0] = row(1, 2);
    setup.pubsub.publish('workQueueChanged', { source: 'a' });
    setup.pubsub.publish('workQueueChanged', { source: 'a' });
    await vi.advanceTimersByTimeAsync(WAKE_DELAY_MS - 1);
    expect(setup.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(setup.reads).toHaveLength(2);
    expect(one.delivered).toEqual([[1]]);
  });

  it('stops reading a queue when its last subscriber leaves', async () => {
    const setup = setUp();
    watcher = setup.watcher;
    const membership = watcher.join(1, subscriber('staff-1'));
    await vi.advanceTimersByTimeAsync(0);
    membership.leave();
    expect(watcher.watchedQueues()).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    expect(setup.reads).toHaveLength(1);
  });
});
