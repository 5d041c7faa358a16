import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloGateway } from '../apollo/startApolloGateway.ts';
import { issueApiToken } from '../apiTokens/issue.ts';
import type { GatewayRuntimeConfig, GatewayServices } from '../context.ts';
import { PERSISTED_DOCUMENT_CODES } from '../persistedDocuments/rules.ts';
import { startGateway } from '../server.ts';
import { startHarness, type Harness } from '../testing/harness.ts';
import { postBody } from '../testing/httpClient.ts';

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
const VISITOR = { data: { viewer: { isAuthenticated: false } } };

// PERSISTED_DOCUMENTS_ONLY over both servers: the rule does not depend on which one carries it.
describe.each(TRANSPORTS)('persisted documents only, over $name', (transport) => {
  let harness: Harness;
  let server: { url: string; services: GatewayServices; close(): Promise<void> };
  let shell: { id: string; text: string };
  beforeAll(async () => {
    harness = await startHarness();
    server = await transport.start({ ...harness.config, port: 0, persistedDocumentsOnly: true });
    const [id, text] = [...server.services.persistedDocuments].find(([, text]) => text.startsWith('query LoginScreenQuery')) ?? [];
    if (id === undefined || text === undefined) throw new Error('LoginScreenQuery is not persisted');
    shell = { id, text };
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
});
