import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import type { ApplicationItem } from '../../store/applications.ts';
import type { MessageItem } from '../../store/messages.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let maria: string;
let andreas: string;
let staff: string;
beforeAll(async () => {
  app = await buildTestApi();
  [maria, andreas, staff] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_CUSTOMER_MOBILE), signIn(app, DEMO_EMPLOYEE_EMAIL)]);
});
afterAll(() => app.close());

const call = async (cookie: string, url: string, body: object = {}) => (await post(app, url, body, { cookie, 'accept-language': 'en' })).body;
const applications = async (cookie: string, body: object = {}) =>
  (await call(cookie, '/Application/GetItems', body)) as { status: number; total: number; items: ApplicationItem[] };
const messages = async (cookie: string, PortalApplicationId: number, Options?: object) =>
  (await call(cookie, '/ApplicationMessage/GetItems', { PortalApplicationId, Options })) as { status: number; total: number; items: MessageItem[] };

describe('/Application/GetItems and GetItem', () => {
  it('lists a customer\'s own applications, most recently updated first, with unread staff messages', async () => {
    const answer = await applications(maria);
    expect(answer.status).toBe(0);
    expect(answer.total).toBe(4);
    expect(answer.items.map((item) => item.statusName)).toEqual(['New', 'In Process', 'Posted', 'Draft']);
    expect(answer.items.find((item) => item.applicationType === 1)?.unreadMessages).toBe(1);
    expect((await applications(maria, { Status: 2 })).items.map((item) => item.name)).toEqual(['New water connection – 14 Makariou Avenue']);
  });

  it('refuses another customer\'s application with status 1', async () => {
    const [his] = (await applications(andreas)).items;
    expect(await call(maria, '/Application/GetItem', { Value: his?.portalApplicationId })).toEqual({ status: 1, text: 'Application not found' });
    expect((await messages(maria, his?.portalApplicationId ?? 0)).status).toBe(1);
  });

  it('lets employees see every application, or those assigned to them', async () => {
    const all = await applications(staff, { Options: { PageSize: 100 } });
    const mine = await applications(staff, { AssignedToMe: true, Options: { PageSize: 100 } });
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.items.every((item) => item.assignedToMe && item.assignedEmployee === 'Katerina Ioannou')).toBe(true);
  });

  it('lets employees list one customer\'s applications by CustomerId; customers cannot use it', async () => {
    const [own] = (await applications(maria)).items;
    expect(own?.customerId).toEqual(expect.any(Number));
    const hers = await applications(staff, { CustomerId: own?.customerId, Options: { PageSize: 100 } });
    expect(hers.total).toBe(4);
    expect(hers.items.every((item) => item.customerName === own?.customerName && item.customerId === own?.customerId)).toBe(true);
    expect((await applications(andreas, { CustomerId: own?.customerId })).items.some((item) => item.customerId === own?.customerId)).toBe(false);
  });
});

describe('/ApplicationMessage calls', () => {
  it('pages messages by 5, newest first', async () => {
    const posted = (await applications(maria, { Status: 3 })).items[0];
    const first = await messages(maria, posted?.portalApplicationId ?? 0);
    expect(first.total).toBe(7);
    expect(first.items).toHaveLength(5);
    expect(first.items[0]?.message).toMatch(/^Question 4/);
  });

  it('marks a staff message read when its customer opens it, and names her in affectedUsers', async () => {
    const count = async () => ((await call(maria, '/ApplicationMessage/GetUnreadItemsCount')) as { count: number }).count;
    expect(await count()).toBe(1);
    const unread = (await call(maria, '/ApplicationMessage/GetUnreadItems')) as { items: MessageItem[] };
    const staffMessage = unread.items[0];
    expect(staffMessage?.attachments.map((file) => file.fileName)).toEqual(['quotation-2026-118.pdf']);
    const opened = await call(maria, '/ApplicationMessage/GetItem', { Value: staffMessage?.messageId });
    expect(opened).toMatchObject({ status: 0, affectedUsers: [DEMO_CUSTOMER_EMAIL], item: { unread: true, customerMessage: false } });
    expect(await count()).toBe(0);
    expect(await call(maria, '/ApplicationMessage/GetItem', { Value: staffMessage?.messageId })).toMatchObject({ affectedUsers: [] });
  });

  it('lets a customer edit and delete only her own unread messages; a staff reply is unread for her', async () => {
    const [newest] = (await applications(maria)).items;
    const id = newest?.portalApplicationId ?? 0;
    expect(await call(maria, '/ApplicationMessage/Insert', { PortalApplicationId: id, Message: '  ' })).toEqual({ status: 1, text: 'No Message Found' });
    const inserted = (await call(maria, '/ApplicationMessage/Insert', { PortalApplicationId: id, Message: 'First\r\nversion' })) as { id: number; affectedUsers: string[] };
    expect(inserted.affectedUsers).toEqual([]);
    expect(await call(maria, '/ApplicationMessage/Update', { MessageId: inserted.id, Message: 'Second' })).toEqual({ status: 0, text: '', affectedUsers: [] });
    expect(await call(andreas, '/ApplicationMessage/Update', { MessageId: inserted.id, Message: 'x' })).toMatchObject({ status: 1, text: 'Message not found' });

    // Once staff has opened it, it is read and no longer editable (002 §4).
    expect(await call(staff, '/ApplicationMessage/GetItem', { Value: inserted.id })).toMatchObject({ status: 0, affectedUsers: [] });
    expect(await call(maria, '/ApplicationMessage/Update', { MessageId: inserted.id, Message: 'Third' })).toMatchObject({ status: 1 });
    expect(await call(maria, '/ApplicationMessage/Delete', { Value: inserted.id })).toMatchObject({ status: 1 });

    const reply = (await call(staff, '/ApplicationMessage/Insert', { PortalApplicationId: id, Message: 'We will call you.' })) as { affectedUsers: string[] };
    expect(reply.affectedUsers).toEqual([DEMO_CUSTOMER_EMAIL]);
    const [shown] = (await messages(maria, id)).items;
    expect(shown).toMatchObject({ message: 'We will call you.', customerMessage: false, unread: true, editable: false });
  });
});
