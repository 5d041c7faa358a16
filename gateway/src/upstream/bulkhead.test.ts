import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Bulkhead, type ReleaseSlot } from './bulkhead.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Settles what `acquire` decided so far, in order: a slot, a refusal, or still waiting. */
function track(promise: Promise<ReleaseSlot | undefined>) {
  const outcome: { release?: ReleaseSlot; refused?: boolean } = {};
  void promise.then((release) => {
    if (release === undefined) outcome.refused = true;
    else outcome.release = release;
  });
  return outcome;
}

describe('Bulkhead', () => {
  it('lets calls through up to its bound, queues the next ones in order and refuses beyond the queue at once', async () => {
    const bulkhead = new Bulkhead({ maxConcurrent: 2, maxQueued: 2 });
    const calls = Array.from({ length: 5 }, () => track(bulkhead.acquire(1000)));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => (call.release ? 'slot' : call.refused ? 'refused' : 'waiting'))).toEqual([
      'slot', 'slot', 'waiting', 'waiting', 'refused',
    ]);
    expect([bulkhead.active, bulkhead.queued]).toEqual([2, 2]);

    calls[0]?.release?.();
    calls[0]?.release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[2]?.release).toBeDefined();
    expect(calls[3]?.release).toBeUndefined();
    expect([bulkhead.active, bulkhead.queued]).toEqual([2, 1]);
  });

  it('fails a waiting call once its wait runs out, and then serves the queue without it', async () => {
    const bulkhead = new Bulkhead({ maxConcurrent: 1, maxQueued: 4 });
    const first = track(bulkhead.acquire(1000));
    const early = track(bulkhead.acquire(500));
    const late = track(bulkhead.acquire(1000));
    await vi.advanceTimersByTimeAsync(499);
    expect([early.refused, late.refused]).toEqual([undefined, undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect(early.refused).toBe(true);
    expect(bulkhead.queued).toBe(1);

    first.release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(late.release).toBeDefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(late.refused).toBeUndefined();
  });

  it('refuses at once when every slot is taken and the caller cannot wait', async () => {
    const bulkhead = new Bulkhead({ maxConcurrent: 1, maxQueued: 4 });
    track(bulkhead.acquire(0));
    const refused = track(bulkhead.acquire(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.refused).toBe(true);
    expect(bulkhead.queued).toBe(0);
  });
});
