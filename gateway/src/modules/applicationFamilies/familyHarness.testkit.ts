import { TEST_FAMILIES } from '../../../../utility-api/src/routes/applicationFamilies/testing/fixtureFamilies.ts';
import type { GatewayRuntimeConfig } from '../../context.ts';
import type { RunningGateway } from '../../server.ts';
import { DEMO_LOGINS, startServedHarness, type Harness, type ServedHarness } from '../../testing/harness.ts';
import { signedInOverHttp, type HttpBrowser } from '../messages/httpClient.testkit.ts';

/** A gateway over HTTP on the reference API serving the route tests' families, with the demo users signed in. */
export interface FamilyHarness {
  served: ServedHarness;
  harness: Harness;
  running: RunningGateway;
  /** Maria (customer), Andreas (another customer), staff (the customer-service queue). */
  maria: HttpBrowser;
  andreas: HttpBrowser;
  staff: HttpBrowser;
  /** A visitor's operation, in English. */
  visitor(query: string, variables?: Record<string, unknown>): Promise<{ data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
}

export async function startFamilyHarness(serve: Partial<GatewayRuntimeConfig> = {}): Promise<FamilyHarness> {
  const served = await startServedHarness(serve, undefined, { families: TEST_FAMILIES });
  const { harness, running } = served;
  const [maria, andreas, staff] = (await Promise.all([DEMO_LOGINS.maria, DEMO_LOGINS.mobile, DEMO_LOGINS.staff].map((login) => signedInOverHttp(running.url, login)))) as [
    HttpBrowser,
    HttpBrowser,
    HttpBrowser,
  ];
  return {
    served, harness, running, maria, andreas, staff,
    async visitor(query, variables = {}) {
      const response = await fetch(`${running.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as Awaited<ReturnType<FamilyHarness['visitor']>>;
    },
  };
}
