import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createUpstreamFamilies, familyOf } from './families.ts';

describe('familyOf', () => {
  it('is the first path segment, whatever its case and query', () => {
    expect(familyOf('/Bill/GetItems')).toBe('bill');
    expect(familyOf('/bill/Download')).toBe('bill');
    expect(familyOf('/NewCustomer/GetLookups?lang=en')).toBe('newcustomer');
    expect(familyOf('/Utility?x=1')).toBe('utility');
  });
});

describe('UpstreamFamilies', () => {
  function families() {
    let now = 0;
    const instance = createUpstreamFamilies({
      maxConcurrent: 1,
      maxQueued: 1,
      queueWaitMs: 60_000,
      failureThreshold: 1,
      cooldownMs: 100,
      now: () => now,
    });
    return { instance, advance: (ms: number) => (now += ms) };
  }

  it('keeps the slots and the breaker of each family to itself', async () => {
    const { instance } = families();
    const bill = await instance.admit('/Bill/GetItems', 1_000);
    const account = await instance.admit('/Account/GetItems', 1_000);
    expect([bill.family, account.family]).toEqual(['bill', 'account']);
    // No time left to wait: refused at once rather than queued.
    await expect(instance.admit('/Bill/GetItem', 0)).rejects.toMatchObject({ kind: 'unavailable', refused: 'bulkhead_full' });

    bill.breaker.recordFailure();
    expect(instance.statuses()).toEqual([
      { family: 'bill', state: 'open', inFlight: 1, queued: 0 },
      { family: 'account', state: 'closed', inFlight: 1, queued: 0 },
    ]);
  });

  it('refuses the calls of an open family before they queue, and those that queued when it opened', async () => {
    const { instance, advance } = families();
    const first = await instance.admit('/Bill/GetItems', 1_000);
    const queued = instance.admit('/Bill/GetItem', 1_000);
    first.breaker.recordFailure();
    await expect(instance.admit('/Bill/Download', 1_000)).rejects.toMatchObject({ refused: 'circuit_open' });
    expect(instance.statuses()[0]).toMatchObject({ inFlight: 1, queued: 1 });

    first.release();
    await expect(queued).rejects.toMatchObject({ refused: 'circuit_open' });
    expect(instance.statuses()[0]).toMatchObject({ inFlight: 0, queued: 0 });

    advance(100);
    const probe = await instance.admit('/Bill/GetItems', 1_000);
    probe.breaker.recordSuccess();
    expect(instance.statuses()[0]).toMatchObject({ state: 'closed', inFlight: 1 });
  });

  it('admits, with the default settings, a burst of 50 users each loading a screen of seven calls of one family', async () => {
    // The login page with the settings cache off: seven /Utility calls. With 64 waiting, 254 were refused at once.
    const config = loadConfig({});
    const instance = createUpstreamFamilies({
      maxConcurrent: config.upstreamFamilyConcurrency,
      maxQueued: config.upstreamFamilyQueue,
      queueWaitMs: config.upstreamFamilyQueueMs,
      failureThreshold: config.upstreamCircuitFailures,
      cooldownMs: config.upstreamCircuitCooldownMs,
    });
    const admissions = Array.from({ length: 50 * 7 }, () => instance.admit('/Utility/GetMessages', config.upstreamFamilyQueueMs));
    // Each admitted call answers at once and gives its slot to the next in the queue.
    const outcomes = await Promise.allSettled(admissions.map(async (admission) => (await admission).release()));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(instance.statuses()[0]).toMatchObject({ inFlight: 0, queued: 0 });
  });
});
