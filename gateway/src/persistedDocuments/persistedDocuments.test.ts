import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactIds } from '../../../scripts/clientOperations.ts';
import { issueApiToken } from '../apiTokens/issue.ts';
import { MAX_ALIASES } from '../security/limits.ts';
import { PORTAL_SESSION_COOKIE } from '../session/sessionCookie.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, startHarness, type Harness } from '../testing/harness.ts';
import { loadPersistedDocuments, type PersistedDocuments } from './documents.ts';
import { PERSISTED_DOCUMENT_CODES } from './rules.ts';

/**
 * The id and text of a client operation as the client sends it now (its Relay artifact's id): the
 * file may also hold versions the client stopped sending (`servedDocuments.ts`).
 */
function operation(documents: PersistedDocuments, name: string): { id: string; text: string } {
  const id = artifactIds().get(name);
  const text = id === undefined ? undefined : documents.get(id);
  if (id === undefined || text === undefined) throw new Error(`${name} is not a persisted document`);
  return { id, text };
}

const aliases = (count: number) => Array.from({ length: count }, (_, index) => `a${index}: viewer { language }`).join(' ');
const codeOf = (answer: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  answer.body.errors?.[0]?.extensions?.['code'];

describe('persisted documents in development', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());

  it('runs a document by id with the same data as its text', async () => {
    const shell = operation(harness.gateway.services.persistedDocuments, 'LoginScreenQuery');
    const byText = await harness.browser().graphql(shell.text);
    const byId = await harness.browser().send({ documentId: shell.id, variables: {} });
    const apolloStyle = await harness.browser().send({ extensions: { persistedQuery: { version: 1, sha256Hash: shell.id } } });
    expect(byText.body.errors).toBeUndefined();
    expect(byId).toMatchObject({ status: 200, body: byText.body });
    expect(apolloStyle.body).toEqual(byText.body);
  });

  it('refuses an unknown id and a request with neither text nor id', async () => {
    const unknown = await harness.browser().send({ documentId: 'f'.repeat(64), variables: {} });
    expect(unknown.status).toBe(400);
    expect(codeOf(unknown)).toBe(PERSISTED_DOCUMENT_CODES.notFound);
    expect(codeOf(await harness.browser().send({ variables: {} }))).toBe(PERSISTED_DOCUMENT_CODES.missing);
  });

  it('accepts arbitrary text from a browser', async () => {
    const answer = await harness.browser().graphql('{ viewer { isAuthenticated } }');
    expect(answer.body).toEqual({ data: { viewer: { isAuthenticated: false } } });
  });
});

describe('PERSISTED_DOCUMENTS_ONLY', () => {
  let harness: Harness;
  let documents: PersistedDocuments;
  beforeAll(async () => {
    harness = await startHarness({ persistedDocumentsOnly: true });
    documents = harness.gateway.services.persistedDocuments;
  });
  afterAll(() => harness.close());

  /** A browser signed in the way the client does it: the persisted login mutation, a session cookie. */
  async function signedInBrowser() {
    const browser = harness.browser();
    const login = await browser.send({
      documentId: operation(documents, 'useLoginMutation').id,
      variables: { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD } },
    });
    expect(login.body.data?.['login']).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
    return browser;
  }

  it('refuses arbitrary text from a browser and runs its persisted documents', async () => {
    const refused = await harness.browser().graphql('{ viewer { isAuthenticated } }');
    expect(refused.status).toBe(400);
    expect(codeOf(refused)).toBe(PERSISTED_DOCUMENT_CODES.only);
    expect(refused.body.data).toBeUndefined();

    const browser = await signedInBrowser();
    const shell = await browser.send({ documentId: operation(documents, 'AppShellQuery').id, variables: {} });
    expect(shell.body.errors).toBeUndefined();
    expect(shell.body.data?.['viewer']).toMatchObject({ user: { role: expect.any(String) } });
    expect(codeOf(await browser.graphql('{ viewer { isAuthenticated } }'))).toBe(PERSISTED_DOCUMENT_CODES.only);
  });

  it('refuses arbitrary text with a user’s Bearer session token', async () => {
    const session = (await signedInBrowser()).cookies.get(PORTAL_SESSION_COOKIE);
    const api = harness.browser({ authorization: `Bearer ${session}` });
    expect(codeOf(await api.graphql('{ viewer { isAuthenticated } }'))).toBe(PERSISTED_DOCUMENT_CODES.only);
    const shell = await api.send({ documentId: operation(documents, 'AppShellQuery').id, variables: {} });
    expect(shell.body.data?.['viewer']).toMatchObject({ user: { role: expect.any(String) } });
  });

  it('lets an integrator with an API token send its own operations, under the same limits', async () => {
    const { token } = await issueApiToken(harness.gateway.services.apiTokens, { name: 'meter-sync', scope: 'read' });
    const integrator = harness.browser({ authorization: `Bearer ${token}` });
    expect((await integrator.graphql('{ viewer { isAuthenticated } }')).body).toEqual({
      data: { viewer: { isAuthenticated: false } },
    });
    expect((await integrator.graphql(`{ ${aliases(MAX_ALIASES)} }`)).body.errors).toBeUndefined();
    const tooMany = await integrator.graphql(`{ ${aliases(MAX_ALIASES + 1)} }`);
    expect(tooMany.body.errors?.[0]?.message).toBe(
      `Syntax Error: Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`,
    );
  });

  it('refuses a forged integrator token before its operation runs', async () => {
    const forged = harness.browser({ authorization: `Bearer pat_0123456789abcdef_${'x'.repeat(43)}` });
    const answer = await forged.graphql('{ viewer { isAuthenticated } }');
    expect(answer.status).toBe(401);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });
});

describe('loadPersistedDocuments', () => {
  const dir = mkdtempSync(join(tmpdir(), 'persisted-documents-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves no documents and warns when the file is missing', () => {
    const warnings: unknown[] = [];
    const documents = loadPersistedDocuments(join(dir, 'missing.json'), { warn: (...args: unknown[]) => warnings.push(args) });
    expect(documents.size).toBe(0);
    expect(warnings).toHaveLength(1);
  });
});
