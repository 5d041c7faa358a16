import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../server.ts';
import { DEMO_LOGINS, startServedHarness, type Harness, type ServedHarness } from '../../testing/harness.ts';
import { exe, pdf, signedInOverHttp, type HttpBrowser } from './httpClient.testkit.ts';

const APPLICATIONS = /* GraphQL */ `{ viewer { user { applications(first: 10) { totalCount edges { node {
  id portalApplicationId name status unreadMessageCount
  messages { totalCount edges { node { id text preview fromCustomer unread editable attachments { fileName downloadUrl } } } }
} } } } } }`;

const ADD = /* GraphQL */ `mutation ($input: AddApplicationMessageInput!) { addApplicationMessage(input: $input) {
  messageEdge { node { id text editable unread attachments { attachmentId fileName downloadUrl } } }
  userErrors { field code message }
} }`;

const EDIT = /* GraphQL */ `mutation ($input: EditApplicationMessageInput!) { editApplicationMessage(input: $input) {
  message { text attachments { fileName } } userErrors { code message }
} }`;

const OPEN = /* GraphQL */ `mutation ($input: OpenApplicationMessageInput!) { openApplicationMessage(input: $input) {
  message { text unread fromCustomer attachments { downloadUrl } } userErrors { code }
} }`;

interface Application { id: string; portalApplicationId: number; name: string; status: string; messages: { totalCount: number; edges: Array<{ node: { id: string; text: string; preview: string; fromCustomer: boolean; unread: boolean } }> } }

let served: ServedHarness;
let harness: Harness;
let running: RunningGateway;
let maria: HttpBrowser;
let andreas: HttpBrowser;
let mariasApplications: Application[];
beforeAll(async () => {
  served = await startServedHarness();
  ({ harness, running } = served);
  [maria, andreas] = await Promise.all([signedInOverHttp(running.url, DEMO_LOGINS.maria), signedInOverHttp(running.url, DEMO_LOGINS.mobile)]);
  const answer = await maria.graphql(APPLICATIONS);
  mariasApplications = ((answer.data?.['viewer'] as { user: { applications: { edges: Array<{ node: Application }> } } }).user.applications.edges).map((edge) => edge.node);
});
afterAll(async () => {
  await served.close();
});

const newest = () => mariasApplications[0] as Application;
type Payload = { messageEdge: { node: { id: string; text: string; editable: boolean; attachments: Array<{ attachmentId: number; fileName: string; downloadUrl: string }> } } | null; userErrors: Array<{ field: string; code: string; message: string }> };
const add = async (browser: HttpBrowser, text: string, files: File[]) => {
  const variables = { input: { applicationId: newest().id, text, attachments: files.map(() => null) } };
  const answer = await browser.upload(ADD, variables, Object.fromEntries(files.map((file, index) => [`input.attachments.${index}`, file])));
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data?.['addApplicationMessage'] as Payload;
};

describe('applications and their messages', () => {
  it('lists the customer\'s applications with a 5-message page and 14-character previews', () => {
    expect(mariasApplications.map((app) => app.status)).toEqual(['NEW', 'IN_PROCESS', 'POSTED', 'DRAFT']);
    const posted = mariasApplications[2] as Application;
    expect(posted.messages.totalCount).toBe(7);
    expect(posted.messages.edges).toHaveLength(5);
    expect(posted.messages.edges[0]?.node.preview).toBe('Question 4 abo…');
  });

  it('answers node(id:) with null for another customer\'s application and message', async () => {
    const query = '{ node(id: $id) { id ... on Application { name } ... on ApplicationMessage { text } } }'.replace('{ node', 'query ($id: ID!) { node');
    const messageId = (mariasApplications[2] as Application).messages.edges[0]?.node.id;
    expect((await maria.graphql(query, { id: newest().id })).data?.['node']).toMatchObject({ name: newest().name });
    expect((await andreas.graphql(query, { id: newest().id })).data?.['node']).toBeNull();
    expect((await maria.graphql(query, { id: messageId })).data?.['node']).toMatchObject({ text: expect.stringMatching(/^Question 4/) });
    expect((await andreas.graphql(query, { id: messageId })).data?.['node']).toBeNull();
  });

  it('refuses a file of 3 MB or more, a 4th file and a renamed program before anything reaches the utility API', async () => {
    harness.upstream.reset();
    const big = await add(maria, 'Too big', [pdf('big.pdf', 3_145_728)]);
    expect(big.userErrors).toEqual([{ field: 'attachments', code: 'FILE_TOO_BIG', message: 'Attachment too big (max 3 MB)' }]);
    const four = await add(maria, 'Four', [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]);
    expect(four.userErrors).toEqual([{ field: 'attachments', code: 'TOO_MANY_FILES', message: 'Maximum number of attachments reached (3)' }]);
    const program = await add(maria, 'Program', [exe('invoice.pdf')]);
    expect(program.userErrors.map((error) => error.code)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
    const blank = await add(maria, ' \n ', []);
    expect(blank.userErrors).toEqual([{ field: 'text', code: 'NO_MESSAGE', message: 'No Message Found' }]);
    expect(harness.upstream.calls().filter((path) => path.includes('applicationmessage'))).toEqual([]);
  });

  it('adds a message with 3 attachments, edits it while unread, and serves its files only to their owner', async () => {
    const added = await add(maria, 'Line one\nline two', [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(added.userErrors).toEqual([]);
    const node = added.messageEdge?.node;
    expect(node).toMatchObject({ text: 'Line one\r\nline two', editable: true });
    expect(node?.attachments.map((file) => file.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);

    const download = await maria.get(node?.attachments[0]?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await andreas.get(node?.attachments[0]?.downloadUrl ?? '')).status).toBe(404);

    const edited = await maria.upload(EDIT, { input: { messageId: node?.id, text: '  Edited  ', addAttachments: [null], deleteAttachmentIds: [node?.attachments[0]?.attachmentId] } }, { 'input.addAttachments.0': pdf('d.pdf') });
    expect(edited.data?.['editApplicationMessage']).toEqual({ message: { text: 'Edited', attachments: [{ fileName: 'b.pdf' }, { fileName: 'c.pdf' }, { fileName: 'd.pdf' }] }, userErrors: [] });
    const byAndreas = await andreas.graphql(EDIT, { input: { messageId: node?.id, text: 'Hijack' } });
    expect(byAndreas.data?.['editApplicationMessage']).toMatchObject({ message: null, userErrors: [{ code: 'NOT_FOUND' }] });
  });

  it('publishes messagesChanged for the customer when staff replies, and opening the reply marks it read', async () => {
    const staff = await signedInOverHttp(running.url, DEMO_LOGINS.staff);
    const heard: string[][] = [];
    const iterator = running.gateway.services.pubsub.subscribe('messagesChanged')[Symbol.asyncIterator]();
    const next = iterator.next().then((event) => heard.push(event.value.userIds));
    const reply = await add(staff, 'We will call you tomorrow.', []);
    await next;
    await iterator.return?.();
    expect(heard).toEqual([[DEMO_LOGINS.maria]]);
    expect(reply.messageEdge?.node).toMatchObject({ editable: true, unread: true });

    const opened = await maria.graphql(OPEN, { input: { messageId: reply.messageEdge?.node.id } });
    expect(opened.data?.['openApplicationMessage']).toEqual({ message: { text: 'We will call you tomorrow.', unread: false, fromCustomer: false, attachments: [] }, userErrors: [] });
    const unread = await maria.graphql('{ viewer { user { unreadMessages { totalCount } } } }');
    expect(unread.data).toEqual({ viewer: { user: { unreadMessages: { totalCount: 1 } } } });
  });
});
