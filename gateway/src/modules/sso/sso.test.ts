import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider, OIDC_DEMO_PASSWORD, type LocalOidcProvider } from '../../../../tests/support/oidcProvider.ts';
import { startTestApi } from '../../../../utility-api/src/testing/testApi.ts';
import { loadConfig } from '../../config.ts';
import { startGateway, type RunningGateway } from '../../server.ts';
import { signSessionId, verifySessionToken } from '../../session/signing.ts';
import { SsoTestBrowser, type Hop } from './ssoBrowser.testkit.ts';
import type { SsoTransaction } from './transactionCookie.ts';

let provider: LocalOidcProvider;
let api: { url: string; close(): Promise<void> };
let portal: RunningGateway;

beforeAll(async () => {
  provider = await startLocalOidcProvider();
  api = await startTestApi({ devEndpoints: false, identityProvider: { issuer: provider.issuer, audience: provider.clientId } });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: 'Utility ID',
  });
  portal = await startGateway({ ...config, utilityApiUrl: api.url });
});

afterAll(async () => {
  await portal?.close();
  await api?.close();
  await provider?.close();
});

const VIEWER = 'query { viewer { isAuthenticated user { username role } } }';

async function viewerOf(browser: SsoTestBrowser): Promise<unknown> {
  const response = await fetch(`${portal.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: browser.cookieHeader(portal.url) },
    body: JSON.stringify({ query: VIEWER }),
  });
  return ((await response.json()) as { data: { viewer: unknown } }).data.viewer;
}

const isCallback = (hop: Hop) => hop.location?.startsWith(`${portal.url}/auth/sso/callback`) === true;

/** Starts a sign-on and stops at the provider's login page; returns the form's action URLs. */
async function atProviderLogin(browser: SsoTestBrowser, returnTo?: string): Promise<{ login: string; abort: string; hops: Hop[] }> {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const hops = await browser.follow(`${portal.url}/auth/sso/start${query}`);
  const page = hops.at(-1);
  const action = /action="(\/interaction\/[^"]+\/login)"/.exec(page?.body ?? '')?.[1];
  if (page === undefined || action === undefined) throw new Error(`no provider login page: ${JSON.stringify(hops.map((hop) => hop.url))}`);
  return { login: new URL(action, page.url).toString(), abort: new URL(action.replace(/login$/, 'abort'), page.url).toString(), hops };
}

/** Signs in at the provider and stops before the portal's callback; returns the callback URL. */
async function untilCallback(browser: SsoTestBrowser, login: string, returnTo?: string): Promise<string> {
  const form = await atProviderLogin(browser, returnTo);
  const hops = await browser.follow(form.login, { form: { login, password: OIDC_DEMO_PASSWORD } }, isCallback);
  const callback = hops.at(-1)?.location;
  if (callback === undefined || !isCallback(hops.at(-1) as Hop)) throw new Error(`no callback: ${JSON.stringify(hops)}`);
  return callback;
}

describe('single sign-on with the local OpenID provider', () => {
  it('the start redirect asks for the code flow with PKCE S256, state and nonce, in an HttpOnly cookie', async () => {
    const browser = new SsoTestBrowser();
    const hop = await browser.request(`${portal.url}/auth/sso/start`);
    expect(hop.status).toBe(303);
    const authorize = new URL(hop.location ?? '');
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      code_challenge_method: 'S256',
      redirect_uri: `${portal.url}/auth/sso/callback`,
      scope: 'openid email profile',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    const setCookie = await fetch(`${portal.url}/auth/sso/start`, { redirect: 'manual' }).then((r) => r.headers.getSetCookie());
    expect(setCookie.find((cookie) => cookie.startsWith('portal_sso='))).toMatch(/HttpOnly/);
    expect(setCookie.find((cookie) => cookie.startsWith('portal_sso='))).toMatch(/SameSite=Lax/);
  });

  it('an employee signs in at the provider and lands on the employee home, signed in', async () => {
    const browser = new SsoTestBrowser();
    const callback = await untilCallback(browser, 'staff@demo.test');
    const landing = await browser.request(callback);
    expect(landing.location).toBe(`${portal.url}/employeeHome`);
    expect(await viewerOf(browser)).toEqual({ isAuthenticated: true, user: { username: 'staff@demo.test', role: 'EMPLOYEE' } });
    expect(browser.cookieHeader(portal.url)).not.toContain('portal_sso=');
  });

  it('starts a new gateway session at every sign-on; the previous one ends (no fixation)', async () => {
    const browser = new SsoTestBrowser();
    await browser.request(await untilCallback(browser, 'staff@demo.test'));
    const first = browser.jar.get(portal.url)?.get('portal_session');
    // The provider remembers its own session: the second sign-on needs no password there.
    const again = await browser.follow(`${portal.url}/auth/sso/start`, {}, isCallback);
    await browser.request(again.at(-1)?.location ?? '');
    const second = browser.jar.get(portal.url)?.get('portal_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = new SsoTestBrowser();
    stale.jar.set(portal.url, new Map([['portal_session', first ?? '']]));
    expect(await viewerOf(stale)).toMatchObject({ isAuthenticated: false });
    expect(await viewerOf(browser)).toMatchObject({ isAuthenticated: true });
  });

  it('returns to a same-origin returnTo, and ignores one that leaves the portal', async () => {
    const inside = new SsoTestBrowser();
    expect((await inside.request(await untilCallback(inside, 'staff@demo.test', '/applications?page=2'))).location).toBe(
      `${portal.url}/applications?page=2`,
    );
    const outside = new SsoTestBrowser();
    expect((await outside.request(await untilCallback(outside, 'staff@demo.test', '//evil.example/x'))).location).toBe(
      `${portal.url}/employeeHome`,
    );
  });

  it('a cancelled sign-in returns to the login page with the reason', async () => {
    const browser = new SsoTestBrowser();
    const form = await atProviderLogin(browser);
    const hops = await browser.follow(form.abort, { form: {} });
    expect(hops.at(-2)?.location).toBe(`${portal.url}/login?sso=failed&reason=cancelled`);
    expect(await viewerOf(browser)).toMatchObject({ isAuthenticated: false });
  });

  it('refuses a callback whose state does not match the browser’s sign-in', async () => {
    const browser = new SsoTestBrowser();
    const callback = new URL(await untilCallback(browser, 'staff@demo.test'));
    callback.searchParams.set('state', 'forged-state-value-0000000000');
    expect((await browser.request(callback.toString())).location).toBe(`${portal.url}/login?sso=failed&reason=state`);
    expect(await viewerOf(browser)).toMatchObject({ isAuthenticated: false });
  });

  it('refuses a callback in a browser that did not start the sign-in (login CSRF)', async () => {
    const victim = new SsoTestBrowser();
    const callback = await untilCallback(new SsoTestBrowser(), 'staff@demo.test');
    expect((await victim.request(callback)).location).toBe(`${portal.url}/login?sso=failed&reason=state`);
    expect(await viewerOf(victim)).toMatchObject({ isAuthenticated: false });
  });

  it('refuses a replayed callback, even with the transaction cookie kept', async () => {
    const browser = new SsoTestBrowser();
    const callback = await untilCallback(browser, 'staff@demo.test');
    const kept = browser.cookieHeader(portal.url);
    expect((await browser.request(callback)).location).toBe(`${portal.url}/employeeHome`);
    const replay = new SsoTestBrowser();
    replay.jar.set(portal.url, new Map(kept.split('; ').map((pair) => pair.split('=', 2) as [string, string])));
    expect((await replay.request(callback)).location).toBe(`${portal.url}/login?sso=failed&reason=provider`);
    expect(await viewerOf(replay)).toMatchObject({ isAuthenticated: false });
  });

  it('refuses an ID token whose nonce is not the one this sign-in asked for', async () => {
    const browser = new SsoTestBrowser();
    const callback = await untilCallback(browser, 'staff@demo.test');
    const secret = portal.gateway.services.config.sessionSecret;
    const signed = decodeURIComponent(browser.jar.get(portal.url)?.get('portal_sso') ?? '');
    const transaction = JSON.parse(Buffer.from(verifySessionToken(signed, secret) ?? '', 'base64url').toString('utf8')) as SsoTransaction;
    const altered = Buffer.from(JSON.stringify({ ...transaction, nonce: 'another-nonce-0000000000' })).toString('base64url');
    browser.jar.get(portal.url)?.set('portal_sso', encodeURIComponent(signSessionId(altered, secret)));
    expect((await browser.request(callback)).location).toBe(`${portal.url}/login?sso=failed&reason=provider`);
    expect(await viewerOf(browser)).toMatchObject({ isAuthenticated: false });
  });

  it('an identity the utility does not know is refused with its own reason', async () => {
    const browser = new SsoTestBrowser();
    const callback = await untilCallback(browser, 'newhire@demo.test');
    expect((await browser.request(callback)).location).toBe(`${portal.url}/login?sso=failed&reason=unknown_account`);
    expect(await viewerOf(browser)).toMatchObject({ isAuthenticated: false });
  });

  it('a customer cannot use single sign-on', async () => {
    const browser = new SsoTestBrowser();
    const callback = await untilCallback(browser, 'maria@demo.test');
    expect((await browser.request(callback)).location).toBe(`${portal.url}/login?sso=failed&reason=employees_only`);
  });

  it('tells the login page that single sign-on is on, and its button caption', async () => {
    const response = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ singleSignOn { enabled providerName startPath } }' }),
    });
    expect(await response.json()).toEqual({
      data: { singleSignOn: { enabled: true, providerName: 'Utility ID', startPath: '/auth/sso/start' } },
    });
  });
});

describe('single sign-on on a portal without an identity provider', () => {
  it('offers no button and explains a direct start', async () => {
    const plain = await startGateway({ ...loadConfig({ LOG_LEVEL: 'silent', PORT: '0' }), utilityApiUrl: api.url });
    try {
      const hop = await new SsoTestBrowser().request(`${plain.url}/auth/sso/start`);
      expect(hop.location).toBe(`${plain.url}/login?sso=failed&reason=not_configured`);
      const answer = await fetch(`${plain.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ singleSignOn { enabled providerName } }' }),
      });
      expect(await answer.json()).toEqual({ data: { singleSignOn: { enabled: false, providerName: null } } });
    } finally {
      await plain.close();
    }
  });
});
