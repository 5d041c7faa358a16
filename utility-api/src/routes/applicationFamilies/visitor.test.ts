import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo, lastMessageTo, otherCode } from '../../testing/outbox.ts';
import { post, sessionCookieOf } from '../../testing/testApi.ts';
import { familyTestApi, type FamilyTestApi } from './testing/familyTestApi.ts';
import { STATUS_DRAFT_EXPIRED } from './visitorOpen.ts';
import { VISITOR_DRAFT_DAYS } from './visitorKeys.ts';

let api: FamilyTestApi;
beforeAll(async () => {
  api = await familyTestApi();
});
afterAll(() => api.app.close());

const PORTAL = 'https://portal.example';
const KEY_LINK = new RegExp(`${PORTAL}/visitorApplication/(\\d+-[\\w-]{43})`);
const DAY_SECONDS = 24 * 60 * 60;

async function openSession(email: string, mobileNo?: string): Promise<number> {
  const answer = await api.app.inject({ method: 'POST', url: '/Session/Create', payload: { Email: email, MobileNo: mobileNo ?? null, LanguageCode: 'en' } });
  return Number(answer.body);
}

const ADDRESS = { Street: 'Leoforos Makariou 12', Postcode: '1065', City: 'Nicosia' };
const start = (body: object) =>
  post(api.app, '/VisitorFamilyApplication/Start', { Code: 'visitorNotice', Name: 'Eleni Visitor', Address: ADDRESS, PortalUrl: PORTAL, LanguageCode: 'en', ...body }, { 'accept-language': 'en' });
const open = (key: string) => post(api.app, '/VisitorFamilyApplication/Open', { Key: key }, { 'accept-language': 'en' });

/** A visitor's draft of the notice: its id, the session cookie the start set, and the key of the mailed link. */
async function started(email: string) {
  const SessionId = await openSession(email);
  const answer = await start({ SessionId, EmailOtpCode: await lastCodeTo(api.app, email) });
  if (answer.body.status !== 0) throw new Error(JSON.stringify(answer.body));
  const mailedKey = KEY_LINK.exec((await lastMessageTo(api.app, email)).body)?.[1];
  if (mailedKey === undefined) throw new Error('no link mailed');
  return { id: answer.body.id as number, cookie: sessionCookieOf(answer), mailedKey };
}

describe('/VisitorFamilyApplication/Start', () => {
  it('creates a draft for the proved e-mail, mails its link on the portal address and signs in as the draft only', async () => {
    const email = 'eleni.visitor@example.test';
    const { id, cookie, mailedKey } = await started(email);
    expect(mailedKey.startsWith(`${id}-`)).toBe(true);
    const mail = await lastMessageTo(api.app, email);
    expect(mail.subject).toBe(`Visitor notice: your application ${id}`);
    expect(mail.body).toContain('Dear Eleni Visitor,');
    expect(mail.body).toContain(`expires`);
    // The usual calls serve the visitor's own draft…
    expect((await api.call(cookie, '/FamilyApplication/Save', { Code: 'visitorNotice', PortalApplicationId: id, Values: { subject: 'Water tanker' } })).status).toBe(0);
    expect(await api.call(cookie, '/FamilyApplication/GetItem', { PortalApplicationId: id })).toMatchObject({ item: { stage: 'SAVED', values: { subject: 'Water tanker' } } });
    // …and nothing else: no other draft, no other applicant's application, no employee call.
    expect(await api.call(cookie, '/FamilyApplication/Save', { Code: 'visitorNotice', Values: {} })).toMatchObject({ status: 4, text: expect.stringContaining('this application only') });
    expect(await api.call(cookie, '/FamilyApplication/Copy', { PortalApplicationId: id })).toMatchObject({ status: 4, text: expect.stringContaining('this application only') });
    const marias = await api.submitted('visitorNotice');
    expect(await api.call(cookie, '/FamilyApplication/GetItem', { PortalApplicationId: marias })).toEqual({ status: 1, text: 'Application not found' });
    expect(await api.call(cookie, '/FamilyApplication/Decide', { PortalApplicationId: id, Action: 'APPROVE' })).toMatchObject({ status: 4 });
    const listed = (await api.call(cookie, '/Application/GetItems', { Options: { PageSize: 10, Page: 1 } })) as { items: Array<{ portalApplicationId: number }> };
    expect(listed.items.map((item) => item.portalApplicationId)).toEqual([id]);
  });

  it('refuses a family not open to visitors, a missing name or address part, a wrong code and a used session', async () => {
    const email = 'refused.visitor@example.test';
    const SessionId = await openSession(email);
    const EmailOtpCode = await lastCodeTo(api.app, email);
    expect((await start({ Code: 'testPermit', SessionId, EmailOtpCode })).body).toEqual({
      status: 1,
      text: 'This application is open to signed-in customers only. Please sign in to apply.',
    });
    expect((await start({ Name: '  ', SessionId, EmailOtpCode })).body).toEqual({ status: 1, text: 'Please enter your name (at most 100 characters).' });
    expect((await start({ Address: { ...ADDRESS, City: ' ' }, SessionId, EmailOtpCode })).body).toEqual({ status: 1, text: 'Mandatory field', field: 'Address.City' });
    expect((await start({ Address: { ...ADDRESS, Postcode: '106' }, SessionId, EmailOtpCode })).body).toEqual({ status: 1, text: 'A postcode has 4 digits', field: 'Address.Postcode' });
    expect((await start({ SessionId, EmailOtpCode: otherCode(EmailOtpCode) })).body.status).toBe(14);
    expect((await start({ SessionId, EmailOtpCode })).body.status).toBe(0);
    // One verification, one draft.
    expect((await start({ SessionId, EmailOtpCode })).body.status).toBe(14);
  });

  it('needs the SMS code too when the session has a mobile number', async () => {
    const email = 'sms.visitor@example.test';
    const SessionId = await openSession(email, '35799004455');
    const EmailOtpCode = await lastCodeTo(api.app, email);
    expect((await start({ SessionId, EmailOtpCode })).body.status).toBe(14);
    expect((await start({ SessionId, EmailOtpCode, SmsOtpCode: await lastCodeTo(api.app, '35799004455') })).body.status).toBe(0);
  });
});

describe('/VisitorFamilyApplication/Open', () => {
  it('opens the application of its key only: not with another visitor\'s secret, a changed id or a malformed key', async () => {
    const mine = await started('mine@example.test');
    const theirs = await started('theirs@example.test');
    const opened = await open(mine.mailedKey);
    expect(opened.body).toMatchObject({ status: 0, id: mine.id, stage: 'SAVED', email: 'mine@example.test', name: 'Eleni Visitor' });
    const cookie = sessionCookieOf(opened);
    expect(await api.call(cookie, '/FamilyApplication/GetItem', { PortalApplicationId: theirs.id })).toEqual({ status: 1, text: 'Application not found' });
    const secretOf = (key: string) => key.slice(key.indexOf('-') + 1);
    for (const key of [`${mine.id}-${secretOf(theirs.mailedKey)}`, `${theirs.id}-${secretOf(mine.mailedKey)}`, secretOf(mine.mailedKey), `${mine.mailedKey}x`]) {
      expect((await open(key)).body).toEqual({ status: 1, text: expect.stringContaining('This link opens no application') });
    }
  });
});

describe('a visitor\'s application in the queue', () => {
  it('reaches staff under the visitor\'s name, and each decision e-mails the visitor a new link with the message', async () => {
    const email = 'queue.visitor@example.test';
    const { id, cookie, mailedKey } = await started(email);
    await api.call(cookie, '/FamilyApplication/Save', { Code: 'visitorNotice', PortalApplicationId: id, Values: { subject: 'Tanker access' } });
    await api.call(cookie, '/FamilyApplication/Submit', { PortalApplicationId: id });
    expect((await lastMessageTo(api.app, email)).body).toContain('we have received your application "Visitor notice"');
    const queued = (await api.call(api.staff, '/Application/GetItem', { Value: id })) as { item: Record<string, unknown> };
    expect(queued.item).toMatchObject({ customerName: 'Eleni Visitor', customerId: null, statusName: 'New' });
    expect(await api.decide(api.staff, id, 'REQUEST_CHANGES', 'Please name the tanker.')).toMatchObject({ status: 0 });
    const mail = await lastMessageTo(api.app, email);
    expect(mail.body).toContain('needs changes');
    expect(mail.body).toContain('Message from our staff: Please name the tanker.');
    const newKey = KEY_LINK.exec(mail.body)?.[1];
    expect(newKey).toBeDefined();
    expect(newKey).not.toBe(mailedKey);
    for (const key of [newKey!, mailedKey]) expect((await open(key)).body).toMatchObject({ status: 0, id, stage: 'CHANGES_REQUESTED' });
    const history = (await api.call(api.staff, '/FamilyApplication/GetItem', { PortalApplicationId: id })) as { item: { history: Array<{ changedBy: string }> } };
    expect(history.item.history.map((change) => change.changedBy)).toEqual(['Eleni Visitor', 'Eleni Visitor', expect.any(String)]);
  });
});

// Last: the clock moves a month on, past the staff session's idle limit.
describe('expiry of visitors\' drafts', () => {
  it(`refuses a draft left for ${VISITOR_DRAFT_DAYS} days, but never a submitted application`, async () => {
    const draft = await started('expiring@example.test');
    const sent = await started('submitted@example.test');
    expect((await api.call(sent.cookie, '/FamilyApplication/Save', { Code: 'visitorNotice', PortalApplicationId: sent.id, Values: { subject: 'A notice' } })).status).toBe(0);
    expect(await api.call(sent.cookie, '/FamilyApplication/Submit', { PortalApplicationId: sent.id })).toMatchObject({ status: 0, stage: 'SUBMITTED' });
    api.clock.advanceSeconds(VISITOR_DRAFT_DAYS * DAY_SECONDS - 60);
    expect((await open(draft.mailedKey)).body).toMatchObject({ status: 0, draftExpiresAt: expect.any(String) });
    api.clock.advanceSeconds(120);
    expect((await open(draft.mailedKey)).body).toEqual({ status: STATUS_DRAFT_EXPIRED, text: `This draft was not changed for ${VISITOR_DRAFT_DAYS} days and has expired. Please start a new application.` });
    expect((await open(sent.mailedKey)).body).toMatchObject({ status: 0, stage: 'SUBMITTED', draftExpiresAt: null });
  });
});
