/** Values shared by every request of a gateway instance for a short time (DESIGN §3, Batching). */
export interface TtlCache {
  /** The cached value of `key`, or the result of `load`, shared by concurrent callers. Failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createTtlCache(ttlMs: number, now: () => number = Date.now): TtlCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached !== undefined && cached.expiresAt > now()) return cached.value as Promise<T>;
      const value = load();
      const entry = { value, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
