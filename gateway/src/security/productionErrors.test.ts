import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloGateway } from '../apollo/startApolloGateway.ts';
import { loadConfig } from '../config.ts';
import { startGateway } from '../server.ts';
import { startFakeUpstream, type FakeUpstream } from '../testing/fakeUpstream.ts';
import { postGraphQL } from '../testing/httpClient.ts';
import { MAX_ALIASES, MAX_DEPTH, MAX_DIRECTIVES, MAX_TOKENS } from './limits.ts';
import { MAX_TEXT_IDS } from './listCaps.ts';

// What a production gateway answers when it refuses an operation or fails: every refusal carries the
// `extensions.code` of docs/integrators.md (Errors), none is a 500, and unexpected failures show
// nothing of their cause. The same on Yoga and on the Apollo mount.

const TRANSPORTS = [
  // Yoga answers refusals of the document like GraphQL over HTTP asks for `application/json`;
  // Apollo answers them 400.
  { name: 'GraphQL Yoga', start: startGateway, refusedStatus: 200 },
  { name: 'Apollo Server', start: startApolloGateway, refusedStatus: 400 },
];

const aliases = (count: number, selection = 'viewer { language }') =>
  Array.from({ length: count }, (_, index) => `a${index}: ${selection}`).join(' ');
/** Account → property → accounts → … : `rounds` times 4 levels below `node`. */
const deep = (rounds: number) =>
  `{ node(id: "x") { ... on Account { ${'property { accounts(first: 1) { edges { node { '.repeat(rounds)}id${' } } } }'.repeat(rounds)} } } }`;

const REFUSALS = [
  { name: 'the token limit', query: `{ ${aliases(1000)} }`, message: `Syntax Error: Token limit of ${MAX_TOKENS} exceeded.`, code: 'GRAPHQL_PARSE_FAILED' },
  {
    name: 'the alias limit',
    query: `{ ${aliases(MAX_ALIASES + 1)} }`,
    message: `Syntax Error: Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'the directive limit',
    query: `{ viewer { ${aliases(MAX_DIRECTIVES + 1, 'language @include(if: true)')} } }`,
    message: `Syntax Error: Directives limit of ${MAX_DIRECTIVES} exceeded, found ${MAX_DIRECTIVES + 1}.`,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'the depth limit',
    query: deep(3),
    message: `Syntax Error: Query depth limit of ${MAX_DEPTH} exceeded, found 14.`,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'the cost limit',
    query: '{ viewer { user { accounts(first: 100000) { edges { node { id } } } } } }',
    message: 'This query is too expensive: it costs 300003 and the limit is 10000. Ask for fewer items with `first` or for fewer fields.',
    code: 'QUERY_TOO_EXPENSIVE',
  },
  {
    name: 'a list over its cap',
    query: `{ texts(ids: [${Array.from({ length: MAX_TEXT_IDS + 1 }, (_, index) => index).join(', ')}]) { textId } }`,
    message: `Query.texts(ids:) takes at most ${MAX_TEXT_IDS} items; this request has ${MAX_TEXT_IDS + 1}.`,
    code: 'BAD_USER_INPUT',
  },
];

describe.each(TRANSPORTS)('production errors over $name', (transport) => {
  let upstream: FakeUpstream;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    upstream = await startFakeUpstream('welcome');
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-for-this-test', LOG_LEVEL: 'silent', PERSISTED_DOCUMENTS_ONLY: '0' };
    server = await transport.start({ ...loadConfig(env), utilityApiUrl: upstream.url, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it.each(REFUSALS)('refuses $name with its code', async (refusal) => {
    const answer = await postGraphQL(server.url, refusal.query);
    expect(answer.status).toBe(transport.refusedStatus);
    expect(answer.body.data ?? undefined).toBeUndefined();
    expect(answer.body.errors?.[0]).toMatchObject({ message: refusal.message, extensions: { code: refusal.code } });
    expect(answer.body.errors?.every((error) => typeof error.extensions?.['code'] === 'string')).toBe(true);
    expect(upstream.hits('/utility/getmessages')).toBe(0);
  });

  it('answers an unexpected failure without its cause', async () => {
    // An answer the gateway cannot read: the resolver fails with a TypeError naming the payload.
    upstream.answer('/Utility/GetMessages', { status: 0, text: '', items: 'internal-detail' });
    const answer = await postGraphQL(server.url, '{ texts(ids: [1]) { textId text } }');
    expect(answer.body).toEqual({
      data: null,
      errors: [{ message: 'Unexpected error.', locations: [{ line: 1, column: 3 }], path: ['texts'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
  });
});
