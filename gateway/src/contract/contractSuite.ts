import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../apiTokens/issue.ts';
import type { GatewayRuntimeConfig, GatewayServices } from '../context.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../testing/harness.ts';
import { cookiePair, postGraphQL } from '../testing/httpClient.ts';

/** A way of serving the gateway's schema over HTTP: Yoga (the product) or the Apollo mount. */
export interface ContractTransport {
  name: string;
  start(config: GatewayRuntimeConfig): Promise<{ url: string; services: GatewayServices; close(): Promise<void> }>;
}

const VIEWER = '{ viewer { isAuthenticated user { username role } } }';
const VISITOR = { data: { viewer: { isAuthenticated: false, user: null } } };
const ACCOUNTS = '{ viewer { user { accounts(first: 1) { edges { node { id accountKey } } } } } }';
const NODE = 'query ($id: ID!) { node(id: $id) { __typename id ... on Account { accountKey } } }';

/**
 * What an integrator sees of the GraphQL contract, whichever server carries it (docs/architecture.md §3,
 * Transports): sign-in with cookie and token, the viewer, batched texts, `node` refusing other
 * people's objects, `userErrors` codes, and API tokens with their scope and rate limit.
 */
export function describeContract(transport: ContractTransport): void {
  describe(`the GraphQL contract over ${transport.name}`, () => {
    let harness: Harness;
    let server: Awaited<ReturnType<ContractTransport['start']>>;
    let dataDir: string;
    const post = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      postGraphQL(server.url, query, variables, headers);
    const signIn = async (login: string) => {
      const answer = await post(LOGIN, { input: { email: login, password: DEMO_PASSWORD, issueToken: true } });
      return (answer.body.data?.['login'] as { token: string }).token;
    };

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'gateway-contract-'));
      harness = await startHarness({ dataDir });
      server = await transport.start({ ...harness.config, port: 0 });
    });
    afterAll(async () => {
      await server.close();
      await harness.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('signs in with a session cookie and a Bearer token for the same session', async () => {
      const answer = await post(LOGIN, { input: { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD, issueToken: true } });
      const { token } = answer.body.data?.['login'] as { token: string };
      expect(answer.body.data?.['login']).toEqual({
        token,
        userErrors: [],
        viewer: { isAuthenticated: true, language: 'el', user: { username: DEMO_LOGINS.staff, role: 'EMPLOYEE' } },
      });
      const signedIn = { data: { viewer: { isAuthenticated: true, user: { username: DEMO_LOGINS.staff, role: 'EMPLOYEE' } } } };
      expect((await post(VIEWER, {}, { cookie: cookiePair(answer.setCookies, 'portal_session') })).body).toEqual(signedIn);
      expect((await post(VIEWER, {}, { authorization: `Bearer ${token}` })).body).toEqual(signedIn);
      expect((await post(VIEWER)).body).toEqual(VISITOR);
    });

    it('reports expected failures as userErrors with codes', async () => {
      const wrong = await post(LOGIN, { input: { email: DEMO_LOGINS.maria, password: 'wrong' } }, { 'accept-language': 'en' });
      expect(wrong.body.data?.['login']).toMatchObject({ token: null, userErrors: [{ field: null, code: 'INVALID_CREDENTIALS' }] });
      const empty = await post(LOGIN, { input: { email: ' ', password: '' } }, { 'accept-language': 'en' });
      expect(empty.body.data?.['login']).toMatchObject({
        userErrors: [
          { field: 'email', code: 'INVALID_INPUT', message: 'Enter your email or mobile number.' },
          { field: 'password', code: 'INVALID_INPUT', message: 'Enter your password.' },
        ],
      });
    });

    it('fetches every text of an operation in one upstream call', async () => {
      harness.upstream.reset();
      const answer = await post('{ a: texts(ids: [3, 39]) { textId } b: texts(ids: [49]) { textId } }');
      expect(answer.body).toEqual({ data: { a: [{ textId: 3 }, { textId: 39 }], b: [{ textId: 49 }] } });
      expect(harness.upstream.count('/Utility/GetMessages')).toBe(1);
    });

    it("refuses, through node(id:), other people's accounts and visitors", async () => {
      const maria = { authorization: `Bearer ${await signIn(DEMO_LOGINS.maria)}` };
      const accounts = await post(ACCOUNTS, {}, maria);
      const account = (accounts.body.data as { viewer: { user: { accounts: { edges: Array<{ node: { id: string } }> } } } })
        .viewer.user.accounts.edges[0]?.node;
      expect((await post(NODE, { id: account?.id }, maria)).body).toEqual({ data: { node: { __typename: 'Account', ...account } } });
      const other = { authorization: `Bearer ${await signIn(DEMO_LOGINS.mobile)}` };
      expect((await post(NODE, { id: account?.id }, other)).body).toEqual({ data: { node: null } });
      expect((await post(NODE, { id: account?.id })).body).toEqual({ data: { node: null } });
    });

    it('takes multipart requests (uploads) only with a CSRF header', async () => {
      const multipart = (headers: Record<string, string>) => {
        const form = new FormData();
        form.set('operations', JSON.stringify({ query: '{ viewer { language } }' }));
        form.set('map', '{}');
        return fetch(`${server.url}/graphql`, { method: 'POST', headers, body: form });
      };
      const refused = await multipart({});
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ errors: [{ message: 'Required CSRF header(s) not present' }] });
      const accepted = await multipart({ 'x-graphql-csrf': '1' });
      expect(await accepted.json()).toEqual({ data: { viewer: { language: 'el' } } });
    });

    it('serves integrators: tokens without a user, user sessions beside them, scopes and rate limits', async () => {
      const tokens = server.services.apiTokens;
      const reader = (await issueApiToken(tokens, { name: 'reader', scope: 'read', rate: { requests: 3, windowMs: 60_000 } })).token;
      const integrator = { authorization: `Bearer ${reader}` };

      expect((await post(VIEWER, {}, integrator)).body).toEqual(VISITOR);
      const session = await signIn(DEMO_LOGINS.maria);
      expect((await post(VIEWER, {}, { ...integrator, 'x-session-token': session })).body).toEqual({
        data: { viewer: { isAuthenticated: true, user: { username: DEMO_LOGINS.maria, role: 'CUSTOMER' } } },
      });
      const mutation = await post('mutation { logout { userErrors { code } } }', {}, integrator);
      expect(mutation.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(mutation.body.data ?? undefined).toBeUndefined();

      const limited = await post(VIEWER, {}, integrator);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });

      const unknown = await post(VIEWER, {}, { authorization: `Bearer ${reader.slice(0, -4)}AAAA` });
      expect(unknown.status).toBe(401);
      expect(unknown.body.errors?.[0]).toMatchObject({
        message: 'The API token is unknown or has been revoked.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });
  });
}
