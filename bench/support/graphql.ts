import { cookiesOf, expectOk, send } from './http.ts';

/** Demo logins of utility-api/README.md; every one has this password. */
export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_USERS = { customer: 'maria@demo.test', employee: 'staff@demo.test' } as const;
export type Viewer = 'visitor' | keyof typeof DEMO_USERS;

interface GraphQLBody {
  data?: unknown;
  errors?: Array<{ message: string }>;
}

/** Posts an operation the way the client's fetchGraphQL does; throws on GraphQL errors. */
export async function graphql(
  gatewayUrl: string,
  query: string,
  options: { token?: string; requestId?: string; variables?: Record<string, unknown> } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const answer = expectOk(
    await send(`${gatewayUrl}/graphql`, { headers, json: { query, variables: options.variables ?? {} } }),
    'GraphQL request',
  );
  const body = JSON.parse(answer.body) as GraphQLBody;
  if (body.errors?.length) throw new Error(`GraphQL errors: ${body.errors.map((error) => error.message).join('; ')}`);
  return body.data;
}

const LOGIN = `mutation BenchLogin($input: LoginInput!) {
  login(input: $input) { token userErrors { code message } }
}`;

/** A Bearer token for a demo user (integrators' sign-in), or undefined for a visitor. */
export async function tokenFor(gatewayUrl: string, viewer: Viewer): Promise<string | undefined> {
  if (viewer === 'visitor') return undefined;
  const data = (await graphql(gatewayUrl, LOGIN, {
    variables: { input: { email: DEMO_USERS[viewer], password: DEMO_PASSWORD, issueToken: true } },
  })) as { login: { token: string | null; userErrors: Array<{ code: string }> } };
  if (!data.login.token) throw new Error(`sign-in of ${viewer} failed: ${data.login.userErrors.map((e) => e.code).join(', ')}`);
  return data.login.token;
}

/** The upstream session cookie of a demo user, signed in directly at the utility API (the original portal). */
export async function upstreamCookieFor(apiUrl: string, viewer: keyof typeof DEMO_USERS): Promise<string> {
  const answer = expectOk(
    await send(`${apiUrl}/account/Login`, { json: { Email: DEMO_USERS[viewer], Password: DEMO_PASSWORD } }),
    'upstream sign-in',
  );
  const status = (JSON.parse(answer.body) as { status: number }).status;
  if (status !== 0) throw new Error(`upstream sign-in of ${viewer} answered status ${status}`);
  return cookiesOf(answer);
}
