import { describe, expect, it } from 'vitest';
import { answeredReads, createBatchGate, loaderById, perRequest } from './batching.ts';
import type { GatewayContext } from './context.ts';

// Only the scope matters to `perRequest`; a context of one request is enough.
const requestContext = () => ({ loaderScope: {} }) as GatewayContext;

describe('perRequest', () => {
  it('makes nothing until first used, then one value per request', () => {
    let made = 0;
    const loader = perRequest(() => ({ serial: ++made }));
    const first = requestContext();
    const second = requestContext();
    expect(made).toBe(0);
    expect(loader(first)).toBe(loader(first));
    expect(loader(second)).not.toBe(loader(first));
    expect(made).toBe(2);
  });

  it('starts afresh when the viewer is rebound, and copies of the context share the loaders', () => {
    const loader = perRequest(() => ({}));
    const ctx = requestContext();
    const copy = { ...ctx };
    const before = loader(ctx);
    expect(loader(copy)).toBe(before);
    ctx.loaderScope = {};
    expect(loader(ctx)).not.toBe(before);
  });
});

describe('createBatchGate', () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  const deferred = () => {
    let settle: { resolve(): void; reject(error: Error): void } = { resolve: () => undefined, reject: () => undefined };
    const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    return { promise, ...settle };
  };

  it('sends one batch for the loads made before and after held reads settle, a failed one included', async () => {
    const gate = createBatchGate();
    const batches: number[][] = [];
    const loader = loaderById(async (ids) => (batches.push([...ids]), ids.map((id) => ({ id }))), (item) => item.id, gate);
    const first = deferred();
    const second = deferred();
    void gate.hold(first.promise).then(() => loader.load(2));
    void gate.hold(second.promise).catch(() => loader.load(3));
    const one = loader.load(1);
    // A turn of the event loop later (an upstream answer's time), the batch still waits for the held reads.
    await nextTurn();
    expect(batches).toEqual([]);
    first.resolve();
    await nextTurn();
    expect(batches).toEqual([]);
    second.reject(new Error('list refused'));
    await expect(one).resolves.toEqual({ id: 1 });
    expect(batches).toEqual([[1, 2, 3]]);
    // Nothing held any more: the next load goes at once, in a batch of its own.
    await expect(loader.load(4)).resolves.toEqual({ id: 4 });
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });
});

describe('answeredReads', () => {
  const load = () => 'loaded' as const;

  it('answers what a read answered at once, and leaves the rest to the loader', async () => {
    const reads = answeredReads((item: { id: number }) => item.id);
    expect(reads.answerOr(1, load)).toBe('loaded');
    const items = [{ id: 1 }, { id: 2 }];
    expect(await reads.record([1, 2, 3], Promise.resolve(items))).toBe(items);
    expect(reads.answerOr(1, load)).toBe(items[0]);
    expect(reads.answerOr(2, load)).toBe(items[1]);
    // Not in the answer (unknown, or not the viewer's): the loader says what it is.
    expect(reads.answerOr(3, load)).toBe('loaded');
  });

  it('keeps a failed read failed for each of its ids, with its error', async () => {
    const reads = answeredReads((item: { id: number }) => item.id);
    const failure = new Error('upstream down');
    await expect(reads.record([1, 2], Promise.reject(failure))).rejects.toBe(failure);
    expect(() => reads.answerOr(1, load)).toThrow(failure);
    expect(() => reads.answerOr(2, load)).toThrow(failure);
    expect(reads.answerOr(3, load)).toBe('loaded');
  });
});
