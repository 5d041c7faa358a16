import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import type { ApplicationItem } from '../../store/applications.ts';
import { messagesTo } from '../../testing/outbox.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import { familyTestApi } from '../applicationFamilies/testing/familyTestApi.ts';

let app: FastifyInstance;
let maria: string;
let andreas: string;
let staff: string;
beforeAll(async () => {
  app = await buildTestApi({ portalUrl: 'https://portal.example/' });
  [maria, andreas, staff] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_CUSTOMER_MOBILE), signIn(app, DEMO_EMPLOYEE_EMAIL)]);
});
afterAll(() => app.close());

type Choices = { status: number; text: string; items: Array<{ kind: string; channel: string }> };
const call = async (cookie: string | null, url: string, body: object = {}, lang = 'en') =>
  (await post(app, url, body, { ...(cookie ? { cookie } : {}), 'accept-language': lang })).body;
const choices = async (cookie: string) => (await call(cookie, '/NotificationPreference/GetItems')) as Choices;
const channelOf = async (cookie: string, kind: string) => (await choices(cookie)).items.find((item) => item.kind === kind)?.channel;
const firstApplication = async (cookie: string) => ((await call(cookie, '/Application/GetItems')) as { items: ApplicationItem[] }).items[0]!.portalApplicationId;
const tokenIn = (body: string) => /\/notifications\/unsubscribe\/([\w-]{43})/.exec(body)?.[1] ?? '';

describe('notification choices', () => {
  it('answers every kind, e-mail by default, SMS by default for a user with a mobile number only', async () => {
    const mine = await choices(maria);
    expect(mine.items.map((item) => item.kind)).toEqual(['BILL_ISSUED', 'PAYMENT_DUE', 'PAYMENT_OVERDUE', 'READING_DUE', 'APPLICATION_STATUS', 'NEW_MESSAGE', 'ALERT']);
    expect(new Set(mine.items.map((item) => item.channel))).toEqual(new Set(['EMAIL']));
    expect(new Set((await choices(andreas)).items.map((item) => item.channel))).toEqual(new Set(['SMS']));
  });

  it('saves the kinds listed, keeps the others, and refuses a kind listed twice', async () => {
    const saved = (await call(andreas, '/NotificationPreference/Save', { Items: [{ kind: 'ALERT', channel: 'NONE' }] })) as Choices;
    expect(saved.items.find((item) => item.kind === 'ALERT')?.channel).toBe('NONE');
    expect(await channelOf(andreas, 'BILL_ISSUED')).toBe('SMS');
    const twice = [{ kind: 'BILL_ISSUED', channel: 'NONE' }, { kind: 'BILL_ISSUED', channel: 'BOTH' }];
    expect(await call(andreas, '/NotificationPreference/Save', { Items: twice }, 'el')).toEqual({
      status: 1,
      text: 'Κάθε είδος ειδοποίησης μπορεί να επιλεγεί μόνο μία φορά',
    });
    expect(await channelOf(andreas, 'BILL_ISSUED')).toBe('SMS');
    expect((await call(andreas, '/NotificationPreference/Save', { Items: [{ kind: 'BILLS', channel: 'SMS' }] })).status).toBe(2);
    expect((await post(app, '/NotificationPreference/GetItems', {})).statusCode).toBe(401);
  });
});

describe('notifications of staff messages and status changes', () => {
  it('tells the customer of a staff message by e-mail with a link that unsubscribes without signing in', async () => {
    const before = (await messagesTo(app, DEMO_CUSTOMER_EMAIL)).length;
    const id = await firstApplication(maria);
    await call(maria, '/ApplicationMessage/Insert', { PortalApplicationId: id, Message: 'My own question' });
    expect(await messagesTo(app, DEMO_CUSTOMER_EMAIL)).toHaveLength(before);
    await call(staff, '/ApplicationMessage/Insert', { PortalApplicationId: id, Message: 'Our answer' });
    const [mail] = await messagesTo(app, DEMO_CUSTOMER_EMAIL);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Νέο μήνυμα για την αίτησή σας' });
    expect(mail?.body).toContain('https://portal.example/notifications/unsubscribe/');
    const Token = tokenIn(mail?.body ?? '');
    expect(await call(null, '/NotificationPreference/GetUnsubscribe', { Token })).toEqual({ status: 0, text: '', kind: 'NEW_MESSAGE' });
    expect(await channelOf(maria, 'NEW_MESSAGE')).toBe('EMAIL');
    expect(await call(null, '/NotificationPreference/Unsubscribe', { Token })).toEqual({ status: 0, text: '', kind: 'NEW_MESSAGE' });
    expect(await channelOf(maria, 'NEW_MESSAGE')).toBe('NONE');
    const sent = (await messagesTo(app, DEMO_CUSTOMER_EMAIL)).length;
    await call(staff, '/ApplicationMessage/Insert', { PortalApplicationId: id, Message: 'Another answer' });
    expect(await messagesTo(app, DEMO_CUSTOMER_EMAIL)).toHaveLength(sent);
    expect(await call(null, '/NotificationPreference/Unsubscribe', { Token: `${Token}x` }, 'ar')).toEqual({ status: 1, text: 'رابط إلغاء الاشتراك هذا غير صالح' });
  });

  it('sends both when asked to a user with both contact details', async () => {
    expect((await post(app, '/__dev/user-mobile', { Login: DEMO_CUSTOMER_EMAIL, MobileNo: '99555111' })).body).toEqual({ status: 0, text: '' });
    await call(maria, '/NotificationPreference/Save', { Items: [{ kind: 'ALERT', channel: 'BOTH' }] });
    expect((await post(app, '/__dev/notify', { Login: DEMO_CUSTOMER_EMAIL, Kind: 'ALERT', Values: { alert: 'Water off tomorrow' } })).body).toMatchObject({ sent: 2 });
    const [sms] = await messagesTo(app, '99555111');
    const [mail] = await messagesTo(app, DEMO_CUSTOMER_EMAIL);
    expect([sms?.channel, mail?.channel]).toEqual(['sms', 'email']);
    expect(tokenIn(sms?.body ?? '')).toBe(tokenIn(mail?.body ?? ''));
    await post(app, '/__dev/user-mobile', { Login: DEMO_CUSTOMER_EMAIL, MobileNo: null });
  });

  it('sends both an e-mail and an SMS when asked, on the channels the user has', async () => {
    await call(andreas, '/NotificationPreference/Save', { Items: [{ kind: 'NEW_MESSAGE', channel: 'BOTH' }] });
    const id = await firstApplication(andreas);
    await call(staff, '/ApplicationMessage/Insert', { PortalApplicationId: id, Message: 'Hello' });
    const [sms] = await messagesTo(app, DEMO_CUSTOMER_MOBILE);
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(tokenIn(sms?.body ?? '')).not.toBe('');
  });

  it('tells the customer of a work-queue status change in her language', async () => {
    await call(maria, '/Utility/SetLanguage', { LanguageCode: 'en', UpdateProfile: true });
    const items = ((await call(maria, '/Application/GetItems')) as { items: ApplicationItem[] }).items;
    const fresh = items.find((item) => item.status === 1)!;
    expect(await call(staff, '/Application/ChangeStatus', { ApplicationId: fresh.portalApplicationId, Status: 2 })).toMatchObject({ status: 0 });
    const [mail] = await messagesTo(app, DEMO_CUSTOMER_EMAIL);
    expect(mail).toMatchObject({ subject: 'Your application has a new status' });
    expect(mail?.body).toContain(`"${fresh.name}" is now: In Process.`);
  });
});

describe('notifications of events this API does not run', () => {
  it('sends a bill-issued notification through the dev endpoint, in the customer\'s language', async () => {
    const answer = await post(app, '/__dev/notify', { Login: DEMO_CUSTOMER_EMAIL, Kind: 'BILL_ISSUED', Values: { account: '1023456', amount: '€42.10' } });
    expect(answer.body).toEqual({ status: 0, text: '', sent: 1 });
    const [mail] = await messagesTo(app, DEMO_CUSTOMER_EMAIL);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your new bill' });
    expect(mail?.body).toMatch(/^A new bill has been issued for account 1023456: €42\.10\.\nTo stop these messages, open https:\/\/portal\.example\/notifications\/unsubscribe\/[\w-]{43}$/);
  });
});

describe('notifications of family application stages', () => {
  it('tells the applicant when a decision moves the stage', async () => {
    const api = await familyTestApi();
    try {
      const before = (await messagesTo(api.app, DEMO_CUSTOMER_EMAIL)).length;
      const id = await api.submitted();
      // Her own submission is no news to her.
      expect(await messagesTo(api.app, DEMO_CUSTOMER_EMAIL)).toHaveLength(before);
      await api.decide(api.staff, id, 'APPROVE');
      const sent = await messagesTo(api.app, DEMO_CUSTOMER_EMAIL);
      expect(sent.length).toBeGreaterThan(before);
      expect(sent[0]?.subject).toMatch(/αίτησή σας έχει νέα κατάσταση|new status/);
    } finally {
      await api.app.close();
    }
  });
});
