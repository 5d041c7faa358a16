import type { RateLimitStore } from './RateLimitStore.ts';

interface Window {
  count: number;
  endsAt: number;
}

/** Counters of a single gateway instance; windows that ended are dropped when next hit or swept. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, Window>();
  const sweep = setInterval(() => {
    const current = now();
    for (const [key, window] of windows) if (window.endsAt <= current) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const current = now();
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= current) {
        window = { count: 0, endsAt: current + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - current };
    },
    async peek(key) {
      const window = windows.get(key);
      return window === undefined || window.endsAt <= now() ? 0 : window.count;
    },
    async refund(key) {
      const window = windows.get(key);
      if (window !== undefined && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
