import { afterEach, describe, expect, test, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withLoadTimeout } from './loadTimeout';

afterEach(() => vi.useRealTimers());

describe('the chunk and CSS load timeout (000 §9)', () => {
  test('a chunk still missing after 120 seconds fails the load', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const load = withLoadTimeout(never);
    let settled = false;
    const outcome = load.then(
      () => 'loaded',
      (error: unknown) => error,
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  test('a chunk that arrives in time is the answer, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    expect(await withLoadTimeout(Promise.resolve('screen'))).toBe('screen');
    expect(vi.getTimerCount()).toBe(0);
  });
});
