import type { SubmissionStore } from './SubmissionStore.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

/** Records of a single gateway instance; expired ones are dropped when read or swept. */
export function createMemorySubmissionStore(now: () => number = Date.now): SubmissionStore {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry !== undefined && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async claim(key, value, ttlMs) {
      if (live(key) !== undefined) return false;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async get(key) {
      return live(key)?.value;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
