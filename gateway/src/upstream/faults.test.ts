import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../server.ts';
import { TestBrowser } from '../testing/browser.ts';
import { startFakeUpstream, type FakeBehaviour, type FakeUpstream } from '../testing/fakeUpstream.ts';
import { startHarness, type Harness } from '../testing/harness.ts';

// Fault injection (issue "The gateway in production"): whatever the upstream does, each request is
// answered within its timeout with a stable code, and other gateways keep serving.

const TIMEOUT_MS = 300;
/** Scheduling slack on a loaded two-core test machine; a hung request would exceed it by far. */
const SLACK_MS = 1_200;

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

function gatewayOnFake(): TestBrowser {
  const gateway = createGateway({
    ...harness.config,
    utilityApiUrl: fake.url,
    upstreamTimeoutMs: TIMEOUT_MS,
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
    'answers $code when it does "$behaviour", within the timeout, while another gateway serves',
    async ({ behaviour, code, attempts }) => {
      fake.behave(behaviour);
      fake.reset();
      const browser = gatewayOnFake();
      const started = performance.now();
      const [failed, healthy] = await Promise.all([
        browser.graphql('{ welcomeMessage viewer { language } }').then((answer) => ({
          answer,
          ms: performance.now() - started,
        })),
        harness.browser().graphql('{ welcomeMessage }'),
      ]);
      expect(failed.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      expect(failed.answer.body.data).toEqual({ welcomeMessage: null, viewer: { language: 'el' } });
      expect(failed.answer.body.errors?.[0]?.extensions).toEqual({ code });
      // Reads are retried after transient failures only (`client.ts`).
      expect(fake.hits('/Utility/GetPortalWelcomeMessage')).toBe(attempts);
      expect(healthy.body.errors).toBeUndefined();
      expect(healthy.body.data?.['welcomeMessage']).toEqual(expect.any(String));
    },
  );
});
