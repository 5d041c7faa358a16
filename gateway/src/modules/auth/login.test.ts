import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';
import { upstreamPost } from '../../testing/upstreamDirect.ts';

let harness: Harness;
beforeAll(async () => {
  // No settings cache: the login-disabled test changes organisation settings in between.
  harness = await startHarness({ settingsCacheTtlSeconds: 0 });
});
afterAll(() => harness.close());

const VIEWER = '{ viewer { isAuthenticated user { username role } } }';

/** The upstream's own refusal text for a wrong password, in a language. */
async function upstreamRefusal(language: string): Promise<{ status: number; text: string }> {
  return upstreamPost(harness.apiUrl, '/account/Login', { Email: DEMO_LOGINS.maria, Password: 'wrong' }, language);
}

describe('login', () => {
  it.each([
    [DEMO_LOGINS.maria, 'CUSTOMER'],
    [DEMO_LOGINS.mobile, 'CUSTOMER'],
    [DEMO_LOGINS.staff, 'EMPLOYEE'],
  ])('signs %s in with a session cookie and a Bearer token', async (login, role) => {
    const browser = harness.browser();
    const answer = await browser.graphql(LOGIN, {
      input: { email: `  ${login} `, password: DEMO_PASSWORD, issueToken: true },
    });

    const token = (answer.body.data?.['login'] as { token: string }).token;
    expect(token).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(answer.body).toEqual({
      data: {
        login: {
          token,
          userErrors: [],
          viewer: { isAuthenticated: true, language: 'el', user: { username: login, role } },
        },
      },
    });
    const sessionCookie = answer.setCookies.find((cookie) => cookie.startsWith('portal_session='));
    expect(sessionCookie).toBe(`portal_session=${token}; Path=/; SameSite=Lax; HttpOnly`);

    const signedIn = { data: { viewer: { isAuthenticated: true, user: { username: login, role } } } };
    expect((await browser.graphql(VIEWER)).body).toEqual(signedIn);
    const apiClient = harness.browser({ authorization: `Bearer ${token}` });
    expect((await apiClient.graphql(VIEWER)).body).toEqual(signedIn);
  });

  it('returns no token unless asked, and treats a tampered token as a visitor', async () => {
    const answer = await harness.browser().graphql(LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD } });
    expect(answer.body.data?.['login']).toMatchObject({ token: null, userErrors: [] });

    const [id = ''] = (answer.setCookies[0] ?? '').replace('portal_session=', '').split('.');
    const forged = harness.browser({ authorization: `Bearer ${id}.${'A'.repeat(43)}` });
    expect((await forged.graphql(VIEWER)).body).toEqual({ data: { viewer: { isAuthenticated: false, user: null } } });
  });

  it('refuses a wrong password with INVALID_CREDENTIALS and the upstream text in the request language', async () => {
    const english = harness.browser();
    english.cookies.set('lang', 'en');
    const greek = harness.browser();
    greek.cookies.set('lang', 'el');
    const input = { email: DEMO_LOGINS.maria, password: 'not-the-password' };

    const inEnglish = await english.graphql(LOGIN, { input });
    const inGreek = await greek.graphql(LOGIN, { input });

    const refusal = (text: string, language: string) => ({
      data: {
        login: {
          token: null,
          userErrors: [{ field: null, code: 'INVALID_CREDENTIALS', message: text }],
          viewer: { isAuthenticated: false, language, user: null },
        },
      },
    });
    const upstreamEnglish = await upstreamRefusal('en');
    expect(upstreamEnglish.status).toBe(10);
    expect(inEnglish.body).toEqual(refusal(upstreamEnglish.text, 'en'));
    expect(inGreek.body).toEqual(refusal((await upstreamRefusal('el')).text, 'el'));
    expect(upstreamEnglish.text).not.toBe((await upstreamRefusal('el')).text);
    expect(inEnglish.setCookies.filter((cookie) => cookie.startsWith('portal_session='))).toEqual([]);
  });

  it('reports missing email and password as INVALID_INPUT without calling the upstream', async () => {
    const browser = harness.browser();
    browser.cookies.set('lang', 'en');
    harness.upstream.reset();

    const answer = await browser.graphql(LOGIN, { input: { email: '   ', password: '' } });

    expect(answer.body.data?.['login']).toEqual({
      token: null,
      userErrors: [
        { field: 'email', code: 'INVALID_INPUT', message: 'Enter your email or mobile number.' },
        { field: 'password', code: 'INVALID_INPUT', message: 'Enter your password.' },
      ],
      viewer: { isAuthenticated: false, language: 'en', user: null },
    });
    expect(harness.upstream.calls()).toEqual([]);
  });

  it('reports LOGIN_DISABLED while the organisation disables sign-in', async () => {
    const until = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await harness.dev('/__dev/organisation-settings', { values: { disableLoginDate: until } });
    try {
      const answer = await harness.browser().graphql(`
        mutation { login(input: { email: "${DEMO_LOGINS.maria}", password: "${DEMO_PASSWORD}" }) {
          token userErrors { field code message } }
        }`);
      const organisation = await harness.browser().graphql('{ organisation { isLoginDisabled disableLoginDate } }');

      const upstream = await upstreamPost<{ status: number; text: string }>(
        harness.apiUrl,
        '/account/Login',
        { Email: DEMO_LOGINS.maria, Password: DEMO_PASSWORD },
        'el',
      );
      expect(upstream.status).toBe(12);
      expect(answer.body).toEqual({
        data: { login: { token: null, userErrors: [{ field: null, code: 'LOGIN_DISABLED', message: upstream.text }] } },
      });
      expect(organisation.body).toEqual({ data: { organisation: { isLoginDisabled: true, disableLoginDate: until } } });
    } finally {
      await harness.dev('/__dev/reset-settings');
    }
    const after = await harness.browser().graphql(LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD } });
    expect(after.body.data?.['login']).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
  });
});
