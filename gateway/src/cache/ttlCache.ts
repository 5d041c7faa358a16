/** Values shared by every request of a gateway instance for a short time (docs/architecture.md §3, Batching). */
export interface TtlCache {
  /** The cached value of `key`, or the result of `load`, shared by concurrent callers. Failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one key: its next `get` loads. */
  delete(key: string): void;
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * Texts are cached per id and language, and ids come from the request: without a bound, queries for
 * made-up ids would grow the cache for as long as the process lives.
 */
const MAX_CACHE_ENTRIES = 10_000;

/** A TTL of 0 caches nothing: every `get` loads (the e2e suite and the batching bench rely on it). */
export function createTtlCache(ttlMs: number, now: () => number = Date.now, maxEntries = MAX_CACHE_ENTRIES): TtlCache {
  const entries = new Map<string, Entry>();
  const makeRoom = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
    // Still full of live entries: the oldest go first (a Map iterates in insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const cached = entries.get(key);
      if (cached !== undefined && cached.expiresAt > now()) return cached.value as Promise<T>;
      const value = load();
      const entry = { value, expiresAt: now() + ttlMs };
      entries.delete(key);
      if (entries.size >= maxEntries) makeRoom();
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
