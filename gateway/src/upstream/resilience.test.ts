import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createGateway, type Gateway } from '../server.ts';
import { TestBrowser } from '../testing/browser.ts';
import { FAKE_WELCOME_MESSAGE, startFakeUpstream, type FakeUpstream } from '../testing/fakeUpstream.ts';
import { LOGIN } from '../testing/harness.ts';

let fake: FakeUpstream;
const gateways: Gateway[] = [];
beforeAll(async () => {
  fake = await startFakeUpstream('reset');
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await fake.close();
});

const COOLDOWN_MS = 10_000;
/** The breakers' clock: tests move it past the cool-down instead of waiting for it. */
let clock = 0;

function gatewayOnFake(overrides: { upstreamRetries?: number; upstreamCircuitFailures?: number } = {}) {
  const gateway = createGateway(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      utilityApiUrl: fake.url,
      upstreamTimeoutMs: 1000,
      upstreamCircuitCooldownMs: COOLDOWN_MS,
      ...overrides,
    },
    { now: () => clock },
  );
  gateways.push(gateway);
  return { gateway, browser: new TestBrowser(gateway.yoga) };
}

/** The breaker of the `/Utility/…` calls, as `/metrics` shows it. */
async function circuitState(gateway: Gateway): Promise<number | undefined> {
  const metric = await gateway.services.metrics.registry.getSingleMetric('gateway_upstream_circuit_state')?.get();
  return metric?.values.find((value) => value.labels['family'] === 'utility')?.value;
}

describe('retries', () => {
  it('repeat reads after a reset connection, but never a sign-in', async () => {
    fake.behave('reset');
    fake.reset();
    const { browser } = gatewayOnFake();
    await browser.graphql('{ welcomeMessage }');
    expect(fake.hits('/Utility/GetPortalWelcomeMessage')).toBe(3);
    // Sign-in reads the settings first (captcha, `000 §4`): let those reads through so the sign-in is tried.
    fake.answer('/Utility/GetSettings', { status: 0, text: '', value: {} });
    fake.answer('/Utility/GetPasswordMinimumLength', { status: 0, text: '', value: 8 });
    const login = await browser.graphql(LOGIN, { input: { email: 'maria@demo.test', password: 'secret' } });
    expect(login.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(fake.hits('/account/Login')).toBe(1);
  });
});

describe('circuit breaker', () => {
  it('opens after consecutive failures, fails fast while open, and closes after a good probe', async () => {
    fake.behave('error500');
    fake.reset();
    const { gateway, browser } = gatewayOnFake({ upstreamRetries: 0, upstreamCircuitFailures: 3 });
    for (let call = 0; call < 3; call += 1) await browser.graphql('{ welcomeMessage }');
    expect(fake.hits('/Utility/GetPortalWelcomeMessage')).toBe(3);
    expect(await circuitState(gateway)).toBe(2);

    const fastFailure = await browser.graphql('{ welcomeMessage }');
    expect(fastFailure.body.errors?.[0]).toMatchObject({
      message: 'The utility service is unavailable. Please try again later.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(fake.hits('/Utility/GetPortalWelcomeMessage')).toBe(3);

    fake.behave('welcome');
    clock += COOLDOWN_MS - 1;
    await browser.graphql('{ welcomeMessage }');
    expect(fake.hits('/Utility/GetPortalWelcomeMessage')).toBe(3);
    clock += 1;
    const recovered = await browser.graphql('{ welcomeMessage }');
    expect(recovered.body).toEqual({ data: { welcomeMessage: FAKE_WELCOME_MESSAGE } });
    expect(await circuitState(gateway)).toBe(0);
  });
});
