import type { SessionData, SessionStore } from './SessionStore.ts';

/** How often expired sessions are swept, so that abandoned sessions do not accumulate. */
const SWEEP_INTERVAL_MS = 60_000;

interface Entry {
  data: SessionData;
  expiresAt: number;
}

/** Sessions of a single gateway instance (docs/architecture.md §5, embedded default). */
export function createMemorySessionStore(now: () => number = Date.now): SessionStore {
  const entries = new Map<string, Entry>();
  const sweep = setInterval(() => {
    const current = now();
    for (const [id, entry] of entries) if (entry.expiresAt <= current) entries.delete(id);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  /** The entry if it has not expired; an expired one is dropped on the way. */
  const live = (id: string): Entry | undefined => {
    const entry = entries.get(id);
    if (entry !== undefined && entry.expiresAt <= now()) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  };

  return {
    async get(id) {
      const entry = live(id);
      return entry && structuredClone(entry.data);
    },
    async touch(id, ttlSeconds) {
      const entry = live(id);
      if (entry === undefined) return undefined;
      entry.expiresAt = now() + ttlSeconds * 1000;
      return structuredClone(entry.data);
    },
    async set(id, data, ttlSeconds) {
      entries.set(id, { data: structuredClone(data), expiresAt: now() + ttlSeconds * 1000 });
    },
    async replace(id, data, ttlSeconds) {
      if (live(id) === undefined) return false;
      entries.set(id, { data: structuredClone(data), expiresAt: now() + ttlSeconds * 1000 });
      return true;
    },
    async delete(id) {
      entries.delete(id);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
