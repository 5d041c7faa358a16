import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock, type FakeClock } from '../../testing/fakeClock.ts';
import { madeUpInvoiceOf, recentInvoiceOf } from '../../testing/invoices.ts';
import { lastCodeTo, otherCode } from '../../testing/outbox.ts';
import type { OutboxMessage } from '../../store/outbox.ts';
import type { AccountItem } from '../../store/accounts.ts';
import { buildTestApi, post as postApi, signIn } from '../../testing/testApi.ts';

const EMAIL = 'ebill.visitor@example.test';
const PHONE = '35799004455';
/** Seeded properties are numbered from 000000 (seed/inserts.ts). */
const PROPERTY = '000001';
const INVOICE = recentInvoiceOf(PROPERTY);

describe('ChangeCommunication (001 §7)', () => {
  let app: FastifyInstance;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildTestApi({ clock: clock.now });
  });
  afterEach(() => app.close());

  /** Messages the API sent about the property's bills (not the one-time codes). */
  async function noticesAbout(reference: string): Promise<OutboxMessage[]> {
    const all = (await app.inject({ method: 'GET', url: '/__dev/outbox' })).json<OutboxMessage[]>();
    return all.filter((message) => message.body.toLowerCase().includes(`property ${reference}`));
  }

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/ChangeCommunication/${url}`, payload, headers: { 'accept-language': 'en' } });

  async function session(withPhone: boolean) {
    const created = await app.inject({
      method: 'POST',
      url: '/Session/Create',
      payload: { Email: EMAIL, MobileNo: withPhone ? PHONE : null, LanguageCode: 'en' },
    });
    const sessionId = Number(created.body);
    return { sessionId, email: await lastCodeTo(app, EMAIL), sms: withPhone ? await lastCodeTo(app, PHONE) : '' };
  }

  it('answers the lookups: terms and delivery types 199 and 200', async () => {
    const response = await app.inject({ method: 'GET', url: '/ChangeCommunication/GetLookups?languageCode=en' });
    expect(response.json()).toMatchObject({
      status: 0,
      terms: expect.stringContaining('Electronic bills'),
      statementDeliveryTypes: [{ id: 199, name: 'E-bill' }, { id: 200, name: 'Unsubscribe from e-bill' }],
    });
  });

  it('registers a property for e-bill, then unsubscribes it with the same e-mail', async () => {
    const { sessionId, email, sms } = await session(true);
    const lookup = { propertyRef: PROPERTY, invoiceNumber: INVOICE, sessionId, otpCode: email, otpCodeType: 1, validateEmail: false, languageCode: 'en' };
    const address = await post('GetPropertyAddress', lookup);
    expect(address.statusCode).toBe(200);
    expect(address.json().address).toMatch(/\d+ .+, \d+ .+/);

    const wrongCode = await post('GetPropertyAddress', { ...lookup, otpCode: otherCode(email) });
    expect([wrongCode.statusCode, wrongCode.json()]).toEqual([400, { status: 14, text: 'OTP validation failed' }]);
    const unknown = await post('GetPropertyAddress', { ...lookup, propertyRef: '099999' });
    expect([unknown.statusCode, unknown.json().text]).toEqual([404, 'No property matches this invoice number']);
    const notYet = await post('GetPropertyAddress', { ...lookup, validateEmail: true });
    expect(notYet.statusCode).toBe(404);

    const update = {
      propertyRef: PROPERTY, invoiceNumber: INVOICE, smsOtpCode: sms, emailOtpCode: email, sessionId,
      consentToReceiveSms: true, consentToReceiveEmail: false, statementDeliveryTypeId: 199, updateMobileNo: true, updateEmail: true,
    };
    expect((await post('UpdateDetails', { ...update, smsOtpCode: otherCode(sms) })).statusCode).toBe(400);
    expect((await post('UpdateDetails', update)).json()).toEqual({ status: 0, text: '' });

    const later = await session(false);
    const unsubscribeLookup = { ...lookup, sessionId: later.sessionId, otpCode: later.email, validateEmail: true };
    expect((await post('GetPropertyAddress', unsubscribeLookup)).statusCode).toBe(200);
    const unsubscribe = { propertyRef: PROPERTY, emailOtpCode: later.email, sessionId: later.sessionId, statementDeliveryTypeId: 200 };
    expect((await post('UnSubscribe', { ...unsubscribe, statementDeliveryTypeId: 199 })).statusCode).toBe(400);
    expect((await post('UnSubscribe', unsubscribe)).json()).toEqual({ status: 0, text: '' });
    const [notice] = await noticesAbout(PROPERTY);
    expect(notice?.body).toMatch(/^Property 000001 (\(.+\) )?no longer receives (its bills by e-mail|e-bills)\./);
    expect(notice?.recipient).not.toBe(EMAIL);
    const again = await post('UnSubscribe', unsubscribe);
    expect([again.statusCode, again.json().text]).toEqual([404, 'This email address is not registered for e-bill on this property']);
  });

  it("shows the property's e-bill registration and unsubscribe on its accounts (My accounts)", async () => {
    const maria = await signIn(app, 'maria@demo.test');
    const accounts = async () => (await postApi(app, '/Account/GetItems', {}, { cookie: maria })).body as { items: AccountItem[] };
    const account = (await accounts()).items.find((item) => !item.eBill)!;
    const reference = account.propertyReference;
    const { sessionId, email, sms } = await session(true);
    const update = {
      propertyRef: reference, invoiceNumber: recentInvoiceOf(reference), smsOtpCode: sms, emailOtpCode: email, sessionId,
      consentToReceiveSms: false, consentToReceiveEmail: true, statementDeliveryTypeId: 199, updateMobileNo: false, updateEmail: true,
    };
    expect((await post('UpdateDetails', update)).json()).toEqual({ status: 0, text: '' });
    const onBill = (await accounts()).items.filter((item) => item.propertyReference === reference);
    expect(onBill.map((item) => item.eBill)).toEqual(onBill.map(() => true));

    const later = await session(false);
    const unsubscribe = { propertyRef: reference, emailOtpCode: later.email, sessionId: later.sessionId, statementDeliveryTypeId: 200 };
    expect((await post('UnSubscribe', unsubscribe)).json()).toEqual({ status: 0, text: '' });
    expect((await accounts()).items.find((item) => item.accountId === account.accountId)?.eBill).toBe(false);
  });

  it('answers and moves a property only for a real invoice of it, not for any number naming it (001 §5)', async () => {
    const { sessionId, email, sms } = await session(true);
    const lookup = { propertyRef: PROPERTY, sessionId, otpCode: email, otpCodeType: 1, validateEmail: false, languageCode: 'en' };
    const otherPropertys = recentInvoiceOf('000002');
    for (const invoiceNumber of [undefined, madeUpInvoiceOf(PROPERTY), otherPropertys, `${INVOICE.slice(0, -2)}02`, `${INVOICE.slice(0, 11)}1301`]) {
      const refused = await post('GetPropertyAddress', { ...lookup, ...(invoiceNumber === undefined ? {} : { invoiceNumber }) });
      expect([refused.statusCode, refused.json()], String(invoiceNumber)).toEqual([404, { status: 1, text: 'No property matches this invoice number' }]);
    }
    expect((await post('GetPropertyAddress', { ...lookup, invoiceNumber: INVOICE })).statusCode).toBe(200);
    const update = {
      propertyRef: PROPERTY, invoiceNumber: madeUpInvoiceOf(PROPERTY), smsOtpCode: sms, emailOtpCode: email, sessionId,
      consentToReceiveSms: true, consentToReceiveEmail: true, statementDeliveryTypeId: 199, updateMobileNo: true, updateEmail: true,
    };
    expect((await post('UpdateDetails', update)).statusCode).toBe(404);
    expect(await noticesAbout(PROPERTY)).toEqual([]);
  });

  it('tells the contacts on record when the delivery of their property changes, not the ones who changed it', async () => {
    const holders = await noticesAbout(PROPERTY);
    expect(holders).toEqual([]);
    const first = await session(true);
    const register = (codes: { sessionId: number; email: string; sms: string }) =>
      post('UpdateDetails', {
        propertyRef: PROPERTY, invoiceNumber: INVOICE, smsOtpCode: codes.sms, emailOtpCode: codes.email, sessionId: codes.sessionId,
        consentToReceiveSms: true, consentToReceiveEmail: true, statementDeliveryTypeId: 199, updateMobileNo: true, updateEmail: true,
      });
    expect((await register(first)).statusCode).toBe(200);
    const toHolders = await noticesAbout(PROPERTY);
    // The holder of the property's account, by e-mail or SMS as the utility knows them; never the new contacts.
    expect(toHolders.length).toBeGreaterThan(0);
    expect(toHolders.map((message) => message.recipient)).not.toContain(EMAIL);
    expect(toHolders.map((message) => message.recipient)).not.toContain(PHONE);
    expect(toHolders[0]?.body).toMatch(/^(The bills of property 000001 \(.+\) will now be sent by e-mail to e\*\*\*@example\.test\.|Bills of property 000001 now go by e-mail to e\*\*\*@example\.test\.)/);

    const stranger = 'stranger@example.test';
    const created = await app.inject({ method: 'POST', url: '/Session/Create', payload: { Email: stranger, MobileNo: '35799008800', LanguageCode: 'en' } });
    const sessionId = Number(created.body);
    expect((await register({ sessionId, email: await lastCodeTo(app, stranger), sms: await lastCodeTo(app, '35799008800') })).statusCode).toBe(200);
    const toFormer = (await noticesAbout(PROPERTY)).filter((message) => message.recipient === EMAIL || message.recipient === PHONE);
    expect(toFormer.map((message) => [message.channel, message.recipient])).toEqual([['sms', PHONE], ['email', EMAIL]]);
    expect(toFormer[1]?.body).toContain('will now be sent by e-mail to s***@example.test');
  });

  it('refuses codes of an expired session', async () => {
    const { sessionId, email, sms } = await session(true);
    clock.advanceSeconds(301);
    const response = await post('UpdateDetails', {
      propertyRef: PROPERTY, invoiceNumber: INVOICE, smsOtpCode: sms, emailOtpCode: email, sessionId,
      consentToReceiveSms: true, consentToReceiveEmail: true, statementDeliveryTypeId: 199,
    });
    expect(response.json().status).toBe(14);
  });
});
