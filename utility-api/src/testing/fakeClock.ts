/** A clock tests move by hand, passed as `clock` to buildUtilityApi (code and link expiry). */
export interface FakeClock {
  now: () => Date;
  advanceSeconds(seconds: number): void;
}

export function fakeClock(start = new Date('2026-03-01T08:00:00Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}
