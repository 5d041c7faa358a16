import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../server.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { startForwardingProxy, type ForwardingProxy } from '../../testing/forwardingProxy.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';

/** A utility that refuses to list messages (status 1 with its text), and one that drops the connection. */
let harness: Harness;
let proxy: ForwardingProxy;
let gateway: Gateway;
let listing: 'refused' | 'dropped' = 'refused';

const APPLICATIONS = /* GraphQL */ `{ viewer { user { applications(first: 1) { edges { node {
  name messages { totalCount loadProblem edges { node { id } } }
} } } } } }`;

beforeAll(async () => {
  harness = await startHarness();
  proxy = await startForwardingProxy(harness.upstream.url, {
    answer: (req) => {
      if (!/^\/applicationmessage\/getitems$/i.test(new URL(req.url ?? '/', 'http://proxy.invalid').pathname)) return undefined;
      return listing === 'refused' ? { status: 200, body: { status: 1, text: 'The messages cannot be read right now.' } } : { status: 503, body: {} };
    },
  });
  gateway = createGateway({ ...harness.config, utilityApiUrl: proxy.url, upstreamRetries: 0 });
});
afterAll(async () => {
  await gateway.close();
  await proxy.close();
  await harness.close();
});

describe('a message list the utility refuses (002 §8)', () => {
  it('comes back empty with the utility text, and the application still shows', async () => {
    const browser = new TestBrowser(gateway.yoga, { 'accept-language': 'en' });
    await browser.graphql(LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD } });

    const refused = await browser.graphql(APPLICATIONS);
    expect(refused.body.errors).toBeUndefined();
    const application = (refused.body.data?.['viewer'] as { user: { applications: { edges: Array<{ node: { name: string; messages: unknown } }> } } }).user.applications.edges[0]?.node;
    expect(application?.name).toEqual(expect.any(String));
    expect(application?.messages).toEqual({ totalCount: 0, loadProblem: 'The messages cannot be read right now.', edges: [] });

    listing = 'dropped';
    const dropped = await browser.graphql(APPLICATIONS);
    expect(dropped.body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');
  });
});
