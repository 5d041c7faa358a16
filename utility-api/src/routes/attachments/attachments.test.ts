import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE } from '../../seed/demoUsers.ts';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from '../../store/fileSignature.ts';
import type { ApplicationItem } from '../../store/applications.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const PDF = (size = 64) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);

let app: FastifyInstance;
let maria: string;
let andreas: string;
let applicationId: number;
beforeAll(async () => {
  app = await buildTestApi();
  [maria, andreas] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_CUSTOMER_MOBILE)]);
  const list = await post(app, '/Application/GetItems', {}, { cookie: maria });
  applicationId = (list.body.items as ApplicationItem[])[0]?.portalApplicationId ?? 0;
});
afterAll(() => app.close());

const headers = (cookie: string) => ({ cookie, 'accept-language': 'en' });

async function newMessage(): Promise<number> {
  const answer = await post(app, '/ApplicationMessage/Insert', { PortalApplicationId: applicationId, Message: 'With files' }, headers(maria));
  return answer.body.id as number;
}

async function process(cookie: string, messageId: number, files: Array<[string, Buffer]>, deleteIds: number[] = []) {
  const form = new FormData();
  form.append('messageId', String(messageId));
  for (const [name, content] of files) form.append('uploadFiles', new Blob([new Uint8Array(content)]), name);
  for (const id of deleteIds) form.append('deleteFiles', String(id));
  const response = await app.inject({ method: 'POST', url: '/ApplicationMessageAttachment/ProcessAttachments', headers: headers(cookie), body: form });
  return response.json() as { status: number; text: string };
}

const attachmentsOf = async (messageId: number) =>
  ((await post(app, '/ApplicationMessage/GetItem', { Value: messageId }, headers(maria))).body.item as { attachments: Array<{ attachmentId: number; fileName: string }> }).attachments;

describe('/ApplicationMessageAttachment/ProcessAttachments', () => {
  it('stores up to 3 files checked by extension and content, and downloads them', async () => {
    const id = await newMessage();
    expect(await process(maria, id, [['a.pdf', PDF()], ['b.PDF', PDF()], ['c.pdf', PDF()]])).toEqual({ status: 0, text: '' });
    const attachments = await attachmentsOf(id);
    expect(attachments.map((file) => file.fileName)).toEqual(['a.pdf', 'b.PDF', 'c.pdf']);
    const download = await app.inject({ method: 'POST', url: '/ApplicationMessageAttachment/Download', headers: headers(maria), payload: { Value: attachments[0]?.attachmentId } });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await post(app, '/ApplicationMessageAttachment/Download', { Value: attachments[0]?.attachmentId }, headers(andreas));
    expect(refused.body).toEqual({ status: 1, text: 'Attachment not found' });

    expect(await process(maria, id, [['d.pdf', PDF()]])).toEqual({ status: 1, text: 'Maximum number of attachments reached (3)' });
    expect(await process(maria, id, [['d.pdf', PDF()]], [attachments[0]?.attachmentId ?? 0])).toEqual({ status: 0, text: '' });
    expect((await attachmentsOf(id)).map((file) => file.fileName)).toEqual(['b.PDF', 'c.pdf', 'd.pdf']);
  });

  it('refuses a file of 3 MB or more, a renamed program, and changes nothing', async () => {
    const id = await newMessage();
    expect(await process(maria, id, [['ok.pdf', PDF()], ['big.pdf', PDF(MESSAGE_ATTACHMENT_MAX_BYTES)]])).toEqual({ status: 1, text: 'Attachment too big (max 3 MB)' });
    expect(await process(maria, id, [['setup.pdf', EXE]])).toEqual({ status: 1, text: 'This type of file is not allowed' });
    expect(await process(maria, id, [['notes.txt', Buffer.from('hello')]])).toEqual({ status: 1, text: 'This type of file is not allowed' });
    expect(await attachmentsOf(id)).toEqual([]);
  });

  it('refuses another customer\'s message', async () => {
    const id = await newMessage();
    expect(await process(andreas, id, [['a.pdf', PDF()]])).toEqual({ status: 1, text: 'Message not found' });
  });
});

describe('/ApplicationAttachment calls', () => {
  it('lists an application\'s entries, replaces, downloads and deletes a file', async () => {
    const list = await post(app, '/ApplicationAttachment/GetItems', { PortalApplicationId: applicationId }, headers(maria));
    const [entry] = list.body.items as Array<{ attachmentId: number; name: string; isMandatory: boolean; fileName: string | null }>;
    expect(entry).toMatchObject({ name: 'Photo of the meter', isMandatory: true, fileName: 'meter.png' });
    const form = new FormData();
    form.append('attachmentId', String(entry?.attachmentId));
    form.append('file', new Blob([new Uint8Array(PDF())]), 'photo.pdf');
    const update = await app.inject({ method: 'POST', url: '/ApplicationAttachment/Update', headers: headers(maria), body: form });
    expect(update.json()).toEqual({ status: 0, text: '' });
    const all = await post(app, '/ApplicationAttachment/GetItems', {}, headers(maria));
    expect(all.body.items).toContainEqual(expect.objectContaining({ attachmentId: entry?.attachmentId, fileName: 'photo.pdf' }));
    expect((await post(app, '/ApplicationAttachment/DeleteAttachment', { value: entry?.attachmentId }, headers(andreas))).body.status).toBe(1);
    expect((await post(app, '/ApplicationAttachment/DeleteAttachment', { value: entry?.attachmentId }, headers(maria))).body.status).toBe(0);
    expect((await post(app, '/ApplicationAttachment/Download', { Value: entry?.attachmentId }, headers(maria))).body).toEqual({ status: 1, text: 'Attachment not found' });
  });
});
