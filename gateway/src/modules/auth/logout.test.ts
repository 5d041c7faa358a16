import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const LOGOUT = 'mutation { logout { userErrors { code } viewer { isAuthenticated user { username } } } }';
const VIEWER = '{ viewer { isAuthenticated } }';

describe('logout', () => {
  it('ends the gateway and upstream sessions and clears the cookie', async () => {
    const browser = harness.browser();
    const login = await browser.graphql(LOGIN, {
      input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, issueToken: true },
    });
    const token = (login.body.data?.['login'] as { token: string }).token;
    harness.upstream.reset();

    const answer = await browser.graphql(LOGOUT);

    expect(answer.body).toEqual({ data: { logout: { userErrors: [], viewer: { isAuthenticated: false, user: null } } } });
    expect(answer.setCookies).toContain('portal_session=; Path=/; SameSite=Lax; Max-Age=0; HttpOnly');
    expect(harness.upstream.calls()).toEqual(['/account/logout']);
    expect(browser.cookies.has('portal_session')).toBe(false);
    expect((await browser.graphql(VIEWER)).body).toEqual({ data: { viewer: { isAuthenticated: false } } });
    // The Bearer token named the same session, which no longer exists.
    const apiClient = harness.browser({ authorization: `Bearer ${token}` });
    expect((await apiClient.graphql(VIEWER)).body).toEqual({ data: { viewer: { isAuthenticated: false } } });
  });

  it('is harmless for a visitor', async () => {
    harness.upstream.reset();
    const answer = await harness.browser().graphql(LOGOUT);
    expect(answer.body).toEqual({ data: { logout: { userErrors: [], viewer: { isAuthenticated: false, user: null } } } });
    expect(harness.upstream.calls()).toEqual([]);
  });
});
