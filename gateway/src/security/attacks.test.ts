import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, startHarness, type Harness } from '../testing/harness.ts';
import { MAX_ALIASES, MAX_COST, MAX_DIRECTIVES, MAX_JSON_BODY_BYTES, MAX_TOKENS, SENSITIVE_MUTATIONS } from './limits.ts';

// The attacks of the issue "The gateway in production and for integrators" (OWASP GraphQL Cheat
// Sheet): each is refused with a clear error before any upstream call, and the gateway goes on serving.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const ENDPOINT = 'http://gateway.test/graphql';
const JSON_HEADERS = { 'content-type': 'application/json' };

interface Attack {
  name: string;
  request: () => Request;
  status: number;
  message: string;
  code?: string;
}

const post = (query: string, variables: Record<string, unknown> = {}) => () =>
  new Request(ENDPOINT, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ query, variables }) });

const aliases = (count: number) => Array.from({ length: count }, (_, index) => `a${index}: viewer { language }`).join(' ');

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const credentials = (password: string) => `input: { email: "maria@demo.test", password: "${password}" }`;

const ATTACKS: Attack[] = [
  {
    name: '1,000 aliases',
    request: post(`{ ${aliases(1000)} }`),
    status: 200,
    message: `Syntax Error: Token limit of ${MAX_TOKENS} exceeded.`,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'one alias more than allowed',
    request: post(`{ ${aliases(MAX_ALIASES + 1)} }`),
    status: 200,
    message: `Syntax Error: Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'too many directives',
    request: post(`{ viewer { ${Array.from({ length: MAX_DIRECTIVES + 1 }, (_, index) => `a${index}: language @include(if: true)`).join(' ')} } }`),
    status: 200,
    message: `Syntax Error: Directives limit of ${MAX_DIRECTIVES} exceeded, found ${MAX_DIRECTIVES + 1}.`,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'circular fragments',
    request: post('{ viewer { ...A } } fragment A on Viewer { ...B } fragment B on Viewer { ...A }'),
    status: 200,
    message: 'Cannot spread fragment "A" within itself via "B".',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'two logins in one operation, by alias',
    request: post(`mutation { a: login(${credentials('one')}) { token } b: login(${credentials('two')}) { token } }`),
    status: 200,
    message: `A request may carry at most 1 of ${SENSITIVE_MUTATIONS.join(', ')}; send them one request at a time.`,
    code: 'SENSITIVE_OPERATION_LIMIT',
  },
  {
    name: 'two logins in one operation, one through a fragment',
    request: post(
      `mutation { login(${credentials('one')}) { token } ...Again } fragment Again on Mutation { again: login(${credentials('two')}) { token } }`,
    ),
    status: 200,
    message: `A request may carry at most 1 of ${SENSITIVE_MUTATIONS.join(', ')}; send them one request at a time.`,
    code: 'SENSITIVE_OPERATION_LIMIT',
  },
  {
    name: 'a huge `first`',
    request: post('query ($first: Int) { viewer { user { accounts(first: $first) { edges { node { id } } } } } }', {
      first: 1_000_000,
    }),
    status: 200,
    message: `This query is too expensive: it costs 3000003 and the limit is ${MAX_COST}. Ask for fewer items with \`first\` or for fewer fields.`,
    code: 'QUERY_TOO_EXPENSIVE',
  },
  {
    name: 'an oversized body (streamed, no Content-Length)',
    request: post('query ($padding: String) { viewer { language } }', { padding: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
    status: 413,
    message: `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: 'a mutation over GET',
    request: () =>
      new Request(`${ENDPOINT}?query=${encodeURIComponent('mutation { logout { userErrors { code } } }')}`, {
        headers: { accept: 'application/json' },
      }),
    status: 405,
    message: 'Can only perform a mutation operation from a POST request.',
    code: 'BAD_REQUEST',
  },
  {
    name: 'a multipart POST without the CSRF header',
    request: () =>
      new Request(ENDPOINT, { method: 'POST', body: form({ operations: JSON.stringify({ query: LOGIN }), map: '{}' }) }),
    status: 403,
    message: 'Required CSRF header(s) not present',
  },
  {
    name: 'a form POST without the CSRF header',
    request: () =>
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: '{ viewer { language } }' }),
      }),
    status: 403,
    message: 'Required CSRF header(s) not present',
  },
  {
    name: 'a GET that does not ask for JSON (an <img> or <script> from another site)',
    request: () => new Request(`${ENDPOINT}?query=${encodeURIComponent('{ viewer { language } }')}`),
    status: 403,
    message: 'Required CSRF header(s) not present',
  },
  {
    name: 'a batch (array body)',
    request: () =>
      new Request(ENDPOINT, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify([{ query: LOGIN }, { query: LOGIN }]),
      }),
    status: 400,
    message: 'Batching is not supported.',
    code: 'BAD_REQUEST',
  },
];

describe('attacks on /graphql', () => {
  it.each(ATTACKS)('refuses $name, and still serves a normal query afterwards', async (attack) => {
    harness.upstream.reset();
    const response = await harness.gateway.yoga.fetch(attack.request());
    expect(response.status).toBe(attack.status);
    const body = (await response.json()) as { data?: unknown; errors: Array<{ message: string; extensions?: { code?: string } }> };
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]?.message).toBe(attack.message);
    if (attack.code !== undefined) expect(body.errors[0]?.extensions?.code).toBe(attack.code);
    expect(harness.upstream.calls()).toEqual([]);

    const normal = await harness.browser().graphql('{ viewer { language } }');
    expect(normal.body).toEqual({ data: { viewer: { language: 'el' } } });
  });
});

describe('what the limits let through', () => {
  it('serves POST application/json and GET asking for JSON without any extra header', async () => {
    const get = await harness.gateway.yoga.fetch(`${ENDPOINT}?query=${encodeURIComponent('{ viewer { language } }')}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(await get.json()).toEqual({ data: { viewer: { language: 'el' } } });
    expect((await harness.browser().graphql(`{ ${aliases(MAX_ALIASES)} }`)).body.errors).toBeUndefined();
  });

  it('serves multipart and bare GET requests that carry the CSRF header', async () => {
    const csrf = { 'x-graphql-csrf': '1' };
    const multipart = await harness.gateway.yoga.fetch(ENDPOINT, {
      method: 'POST',
      headers: csrf,
      body: form({ operations: JSON.stringify({ query: '{ viewer { language } }' }), map: '{}' }),
    });
    expect(await multipart.json()).toEqual({ data: { viewer: { language: 'el' } } });
    const get = await harness.gateway.yoga.fetch(`${ENDPOINT}?query=${encodeURIComponent('{ viewer { language } }')}`, {
      headers: csrf,
    });
    expect(await get.json()).toEqual({ data: { viewer: { language: 'el' } } });
  });

  it('signs in with one login per request, and caps `first` at 100 within the cost limit', async () => {
    const maria = await harness.signedIn('maria@demo.test');
    const page = await maria.graphql('{ viewer { user { accounts(first: 100) { totalCount edges { node { id } } } } } }');
    expect(page.body.errors).toBeUndefined();
  });
});
