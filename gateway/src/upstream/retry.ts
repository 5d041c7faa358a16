/** Backoff of the first retry; each later one doubles it (issue "The gateway in production", resilience). */
const RETRY_BASE_DELAY_MS = 50;
/** No wait between attempts exceeds this: the whole call still has to fit in `UPSTREAM_TIMEOUT_MS`. */
const RETRY_MAX_DELAY_MS = 1000;

/**
 * Exponential backoff with full jitter: a random wait in [0, base·2^retry), so that the requests of
 * many gateway instances hit by the same outage do not retry in lockstep.
 */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** retry));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
