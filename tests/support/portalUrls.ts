/**
 * Where a test worker finds its own portal: the global setup (`globalSetup.ts`) starts one per worker and
 * publishes worker N's URLs (N = the worker's parallel index, stable across worker restarts) under these
 * names.
 */
export function portalEnvNames(parallelIndex: number | string): { portal: string; api: string } {
  return { portal: `PORTAL_URL_${parallelIndex}`, api: `UTILITY_API_URL_FOR_TESTS_${parallelIndex}` };
}

function ownUrl(which: 'portal' | 'api'): string {
  const index = process.env.TEST_PARALLEL_INDEX;
  if (index === undefined) throw new Error('TEST_PARALLEL_INDEX is not set: run the tests through playwright.config.ts');
  const name = portalEnvNames(index)[which];
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return url;
}

/** The portal under test of this worker. */
export const portalUrl = (): string => ownUrl('portal');

/** The reference utility API behind this worker's portal. */
export const utilityApiUrl = (): string => ownUrl('api');
