import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../server.ts';
import { TestBrowser } from '../testing/browser.ts';
import { startFakeUpstream, type FakeBehaviour, type FakeUpstream } from '../testing/fakeUpstream.ts';
import { startHarness, type Harness } from '../testing/harness.ts';

// Fault injection: whatever the upstream does, each request is answered with a stable code, and other
// gateways keep serving. Only the hung upstream meets the timeout, so only it gets a short one (that its
// request is answered at all shows the timeout fired); every other fault must be recognised as itself,
// however slowly a busy machine runs the retries, so it gets a timeout it can never reach.

const HUNG_TIMEOUT_MS = 1_000;
const UNREACHABLE_TIMEOUT_MS = 10 * 60_000;

let harness: Harness;
let fake: FakeUpstream;
const gateways: Gateway[] = [];
beforeAll(async () => {
  [harness, fake] = await Promise.all([startHarness(), startFakeUpstream('hang')]);
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await fake.close();
  await harness.close();
});

function gatewayOnFake(upstreamTimeoutMs: number): TestBrowser {
  const gateway = createGateway({
    ...harness.config,
    utilityApiUrl: fake.url,
    upstreamTimeoutMs,
    settingsCacheTtlSeconds: 0,
  });
  gateways.push(gateway);
  return new TestBrowser(gateway.yoga);
}

const FAULTS: Array<{ behaviour: FakeBehaviour; code: string; attempts: number }> = [
  { behaviour: 'hang', code: 'UPSTREAM_TIMEOUT', attempts: 1 },
  { behaviour: 'reset', code: 'UPSTREAM_UNAVAILABLE', attempts: 3 },
  { behaviour: 'error500', code: 'UPSTREAM_UNAVAILABLE', attempts: 3 },
  { behaviour: 'html502', code: 'UPSTREAM_UNAVAILABLE', attempts: 3 },
  { behaviour: 'html', code: 'UPSTREAM_ERROR', attempts: 1 },
  { behaviour: 'garbage', code: 'UPSTREAM_ERROR', attempts: 1 },
  { behaviour: 'noEnvelope', code: 'UPSTREAM_ERROR', attempts: 1 },
];

describe('an upstream that fails', () => {
  it.each(FAULTS)(
    'answers $code when it does "$behaviour", while another gateway serves',
    async ({ behaviour, code, attempts }) => {
      fake.behave(behaviour);
      fake.reset();
      const browser = gatewayOnFake(behaviour === 'hang' ? HUNG_TIMEOUT_MS : UNREACHABLE_TIMEOUT_MS);
      const [failed, healthy] = await Promise.all([
        browser.graphql('{ welcomeMessage viewer { language } }'),
        harness.browser().graphql('{ welcomeMessage }'),
      ]);
      expect(failed.body.data).toEqual({ welcomeMessage: null, viewer: { language: 'el' } });
      expect(failed.body.errors?.[0]?.extensions).toEqual({ code });
      // Reads are retried after transient failures only (`client.ts`).
      expect(fake.hits('/Utility/GetPortalWelcomeMessage')).toBe(attempts);
      expect(healthy.body.errors).toBeUndefined();
      expect(healthy.body.data?.['welcomeMessage']).toEqual(expect.any(String));
    },
  );
});
