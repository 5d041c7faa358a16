import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttlCache.ts';

describe('createTtlCache', () => {
  it('keeps a value for its TTL and shares it between callers', async () => {
    let time = 1_000;
    let loads = 0;
    const cache = createTtlCache(60_000, () => time);
    const load = () => Promise.resolve(++loads);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    time += 59_999;
    const c = await cache.get('k', load);
    time += 1;
    const d = await cache.get('k', load);
    expect([a, b, c, d]).toEqual([1, 1, 1, 2]);
  });

  it('loads every time with a TTL of 0', async () => {
    let loads = 0;
    const cache = createTtlCache(0, () => 1_000);
    const values = await Promise.all([1, 2, 3].map(() => cache.get('k', () => Promise.resolve(++loads))));
    expect(values).toEqual([1, 2, 3]);
  });

  it('does not keep failures', async () => {
    const cache = createTtlCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('holds at most its bound of entries, dropping expired ones and then the oldest', async () => {
    let time = 0;
    const cache = createTtlCache(100, () => time, 3);
    const loads: string[] = [];
    const get = (key: string) => cache.get(key, () => (loads.push(key), Promise.resolve(key)));
    await get('a');
    time = 50;
    await get('b');
    await get('c');
    time = 120; // a expired, b and c still live
    await get('d'); // makes room by dropping a
    await get('b');
    await get('e'); // full of live entries: the oldest, b, goes
    await get('c');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'e', 'b']);
  });
});
