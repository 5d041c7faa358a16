import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../server.ts';
import { DEMO_LOGINS, startServedHarness, type Harness, type ServedHarness } from '../../testing/harness.ts';
import { exe, pdf, signedInOverHttp, type HttpBrowser } from '../messages/httpClient.testkit.ts';

const ATTACHMENTS = /* GraphQL */ `{ viewer { user { applicationAttachments(first: 20) { totalCount edges { node {
  id name fileName isMandatory downloadUrl application { name }
} } } } } }`;

const REPLACE = /* GraphQL */ `mutation ($input: ReplaceApplicationAttachmentInput!) { replaceApplicationAttachment(input: $input) {
  attachment { fileName downloadUrl } userErrors { code message }
} }`;

const DELETE = /* GraphQL */ `mutation ($input: DeleteApplicationAttachmentInput!) { deleteApplicationAttachment(input: $input) {
  attachment { fileName downloadUrl } userErrors { code }
} }`;

interface Entry { id: string; name: string; fileName: string | null; isMandatory: boolean; downloadUrl: string | null; application: { name: string } }

let served: ServedHarness;
let harness: Harness;
let running: RunningGateway;
let maria: HttpBrowser;
let andreas: HttpBrowser;
let entries: Entry[];
beforeAll(async () => {
  served = await startServedHarness();
  ({ harness, running } = served);
  [maria, andreas] = await Promise.all([signedInOverHttp(running.url, DEMO_LOGINS.maria), signedInOverHttp(running.url, DEMO_LOGINS.mobile)]);
  const answer = await maria.graphql(ATTACHMENTS);
  entries = (answer.data?.['viewer'] as { user: { applicationAttachments: { edges: Array<{ node: Entry }> } } }).user.applicationAttachments.edges.map((edge) => edge.node);
});
afterAll(async () => {
  await served.close();
});

describe('application attachment lists', () => {
  it('lists the documents of all the customer\'s applications with mandatory marks and downloads', async () => {
    expect(entries[0]).toMatchObject({ name: 'Photo of the meter', isMandatory: true, fileName: 'meter.png', application: { name: 'Meter relocation' } });
    const download = await maria.get(entries[0]?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect((await andreas.get(entries[0]?.downloadUrl ?? '')).status).toBe(404);
    const node = await andreas.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: entries[0]?.id });
    expect(node.data).toEqual({ node: null });
  });

  it('names the application of every entry with one upstream call for all of them', async () => {
    harness.upstream.reset();
    await maria.graphql(ATTACHMENTS);
    expect(new Set(entries.map((entry) => entry.application.name)).size).toBeGreaterThan(1);
    expect(harness.upstream.count('/Application/GetItems')).toBe(1);
    expect(harness.upstream.count('/Application/GetItem')).toBe(0);
  });

  it('replaces a file checked by content, refuses a renamed program before the upstream, and deletes it', async () => {
    const entry = entries[0] as Entry;
    harness.upstream.reset();
    const refused = await maria.upload(REPLACE, { input: { attachmentId: entry.id, file: null } }, { 'input.file': exe('photo.pdf') });
    expect(refused.data?.['replaceApplicationAttachment']).toMatchObject({ attachment: null, userErrors: [{ code: 'FILE_TYPE_NOT_ALLOWED' }] });
    expect(harness.upstream.calls()).toEqual([]);

    const replaced = await maria.upload(REPLACE, { input: { attachmentId: entry.id, file: null } }, { 'input.file': pdf('photo.pdf') });
    expect(replaced.data?.['replaceApplicationAttachment']).toMatchObject({ attachment: { fileName: 'photo.pdf' }, userErrors: [] });
    const byAndreas = await andreas.graphql(DELETE, { input: { attachmentId: entry.id } });
    expect(byAndreas.data?.['deleteApplicationAttachment']).toEqual({ attachment: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const deleted = await maria.graphql(DELETE, { input: { attachmentId: entry.id } });
    expect(deleted.data?.['deleteApplicationAttachment']).toEqual({ attachment: { fileName: null, downloadUrl: null }, userErrors: [] });
  });
});
