import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloGateway } from '../apollo/startApolloGateway.ts';
import { issueApiToken } from '../apiTokens/issue.ts';
import type { GatewayRuntimeConfig, GatewayServices } from '../context.ts';
import { PERSISTED_DOCUMENT_CODES } from '../persistedDocuments/rules.ts';
import { startGateway } from '../server.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, startHarness, type Harness } from '../testing/harness.ts';
import { cookiePair, postBody, type HttpAnswer } from '../testing/httpClient.ts';

const TRANSPORTS = [
  {
    name: 'GraphQL Yoga',
    start: async (config: GatewayRuntimeConfig) => {
      const running = await startGateway(config);
      return { url: running.url, services: running.gateway.services, close: () => running.close() };
    },
  },
  {
    name: 'Apollo Server',
    start: async (config: GatewayRuntimeConfig) => {
      const running = await startApolloGateway(config);
      return { url: running.url, services: running.gateway.services, close: () => running.close() };
    },
  },
];

const TEXT = '{ viewer { isAuthenticated } }';
const codeOf = (answer: HttpAnswer) => answer.body.errors?.[0]?.extensions?.['code'];
const VISITOR = { data: { viewer: { isAuthenticated: false } } };

// PERSISTED_DOCUMENTS_ONLY over both servers: the rule does not depend on which one carries it.
describe.each(TRANSPORTS)('persisted documents only, over $name', (transport) => {
  let harness: Harness;
  let server: { url: string; services: GatewayServices; close(): Promise<void> };
  let shell: { id: string; text: string };
  /** The id of the client's persisted operation `name`. */
  const documentId = (name: string) => {
    const found = [...server.services.persistedDocuments].find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
    if (found === undefined) throw new Error(`${name} is not persisted`);
    return found[0];
  };
  beforeAll(async () => {
    harness = await startHarness();
    server = await transport.start({ ...harness.config, port: 0, persistedDocumentsOnly: true });
    const id = documentId('LoginScreenQuery');
    shell = { id, text: server.services.persistedDocuments.get(id) ?? '' };
  });
  afterAll(async () => {
    await server.close();
    await harness.close();
  });

  it('runs a persisted document by id and refuses an unknown id', async () => {
    const answer = await postBody(server.url, { documentId: shell.id, variables: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.['organisation']).toMatchObject({ name: expect.any(String) });
    const unknown = await postBody(server.url, { documentId: '0'.repeat(64), variables: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.extensions?.['code']).toBe(PERSISTED_DOCUMENT_CODES.notFound);
  });

  it('refuses text without an integrator token and accepts it with one', async () => {
    const refused = await postBody(server.url, { query: TEXT, variables: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe(PERSISTED_DOCUMENT_CODES.only);
    const { token } = await issueApiToken(server.services.apiTokens, { name: 'meter-sync', scope: 'read' });
    const accepted = await postBody(server.url, { query: TEXT, variables: {} }, { authorization: `Bearer ${token}` });
    expect(accepted.body).toEqual(VISITOR);
  });

  it('decides the cost of a document for each request, from its own variables, whichever came first', async () => {
    const login = await postBody(server.url, {
      documentId: documentId('useLoginMutation'),
      variables: { input: { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD } },
    });
    const staff = { cookie: cookiePair(login.setCookies, 'portal_session') };
    const assets = documentId('AssetTablePaginationQuery');
    const enquiry = documentId('EnquiryResultsPaginationQuery');
    const huge = 1_000_000;

    // A visitor's absurd page first: refused, and the employees' screen still works afterwards.
    expect(codeOf(await postBody(server.url, { documentId: assets, variables: { count: huge } }))).toBe('QUERY_TOO_EXPENSIVE');
    const page = await postBody(server.url, { documentId: assets, variables: { count: 25 } }, staff);
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data?.['assets']).toMatchObject({ edges: expect.any(Array) });

    // A normal page first: the absurd one is still refused afterwards.
    const filter = { address: 'Avenue' };
    const results = await postBody(server.url, { documentId: enquiry, variables: { count: 50, filter } }, staff);
    expect(results.body.errors).toBeUndefined();
    expect(codeOf(await postBody(server.url, { documentId: enquiry, variables: { count: huge, filter } }, staff))).toBe('QUERY_TOO_EXPENSIVE');
  });
});
