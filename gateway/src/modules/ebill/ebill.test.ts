import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';
import { madeUpInvoiceOf, recentInvoiceOf } from '../../../../utility-api/src/testing/invoices.ts';
import { propertyReferenceOf } from '../../../../shared/invoiceReference.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0 });
  await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
});
afterAll(() => harness.close());

/** A bill of property 000002: `20` + 00002 + its month + `01` (gateway/src/modules/billing invoice numbers). */
const INVOICE = recentInvoiceOf('000002');
const ERRORS = 'userErrors { field code message }';

function visitor(): TestBrowser {
  const browser = harness.browser();
  browser.cookies.set('lang', 'en');
  return browser;
}

async function mutate(browser: TestBrowser, field: string, input: object, selection: string) {
  const type = `${field[0]?.toUpperCase()}${field.slice(1)}Input`;
  const answer = await browser.graphql(`mutation($input: ${type}!) { ${field}(input: $input) { ${selection} ${ERRORS} } }`, { input });
  if (answer.body.errors !== undefined) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.[field] as Record<string, unknown>;
}

async function session(browser: TestBrowser, email: string, mobileNo?: string) {
  const started = await mutate(browser, 'startOtpSession', { email, mobileNo }, 'session { token }');
  const token = (started['session'] as { token: string }).token;
  const emailCode = (await outboxCode(harness.apiUrl, email)).code;
  const smsCode = mobileNo === undefined ? '' : (await outboxCode(harness.apiUrl, mobileNo.replace(/\D/g, ''))).code;
  return { token, emailCode, smsCode };
}

describe('e-bill (001 §2, §5, §7, §8)', () => {
  it('derives the property reference from characters 3 to 7 (001 §5)', () => {
    expect(propertyReferenceOf('200012320260501')).toBe('000123');
    expect(propertyReferenceOf('2000123')).toBe('000123');
  });

  it('answers the lookups: terms and the delivery types 199 and 200', async () => {
    const answer = await visitor().graphql('{ ebillLookups { terms statementDeliveryTypes { typeId name } } }');
    expect(answer.body.data?.['ebillLookups']).toMatchObject({
      terms: expect.stringContaining('Electronic bills'),
      statementDeliveryTypes: [{ typeId: 199, name: 'E-bill' }, { typeId: 200, name: 'Unsubscribe from e-bill' }],
    });
  });

  it('registers a property for e-bill, then unsubscribes it', async () => {
    const browser = visitor();
    const { token, emailCode, smsCode } = await session(browser, 'ebill.gw@example.test', '+35799007788');
    const lookup = { token, emailCode, invoiceNumber: INVOICE, forUnsubscribe: false };

    expect(await mutate(browser, 'lookupEbillProperty', { ...lookup, invoiceNumber: '20000022026' }, 'address')).toEqual({
      address: null,
      userErrors: [{ field: 'invoiceNumber', code: 'INVOICE_NUMBER_INVALID', message: expect.stringContaining('15 at least') }],
    });
    expect(await mutate(browser, 'lookupEbillProperty', { ...lookup, invoiceNumber: '209999920260501' }, 'address')).toMatchObject({
      address: null,
      userErrors: [{ field: 'invoiceNumber', code: 'WRONG_INVOICE_NUMBER', message: 'No property matches this invoice number' }],
    });
    expect(await mutate(browser, 'lookupEbillProperty', { ...lookup, emailCode: emailCode === '000000' ? '111111' : '000000' }, 'address'))
      .toMatchObject({ userErrors: [{ code: 'OTP_INVALID' }] });
    const found = await mutate(browser, 'lookupEbillProperty', lookup, 'propertyReference address');
    expect(found).toMatchObject({ propertyReference: '000002', address: expect.stringMatching(/\d+ .+, \d+ .+/), userErrors: [] });

    const register = {
      token, emailCode, smsCode, invoiceNumber: INVOICE, consentMessagesViaEmail: true, consentMessagesViaSms: false, consentTerms: false,
    };
    expect(await mutate(browser, 'registerEbill', register, 'registered')).toMatchObject({
      registered: false,
      userErrors: [{ field: 'consentTerms', code: 'CONSENT_REQUIRED' }],
    });
    expect(await mutate(browser, 'registerEbill', { ...register, consentTerms: true }, 'registered')).toEqual({ registered: true, userErrors: [] });

    const later = await session(browser, 'ebill.gw@example.test');
    const unsubscribeLookup = { token: later.token, emailCode: later.emailCode, invoiceNumber: '2000002', forUnsubscribe: true };
    expect(await mutate(browser, 'lookupEbillProperty', unsubscribeLookup, 'address')).toMatchObject({ address: found['address'] });
    const unsubscribe = { token: later.token, emailCode: later.emailCode, invoiceNumber: '2000002' };
    expect(await mutate(browser, 'unsubscribeEbill', unsubscribe, 'unsubscribed')).toEqual({ unsubscribed: true, userErrors: [] });
    expect(await mutate(browser, 'unsubscribeEbill', unsubscribe, 'unsubscribed')).toMatchObject({
      unsubscribed: false,
      userErrors: [{ code: 'WRONG_INVOICE_NUMBER', message: 'This email address is not registered for e-bill on this property' }],
    });
  });

  it('takes only a Cyprus mobile number for the codes and the e-bill (001 §5 NoCyMobileNum)', async () => {
    const start = (mobileNo: string) => mutate(visitor(), 'startOtpSession', { email: 'ebill.landline@example.test', mobileNo }, 'session { smsSent }');
    expect(await start('+357 22 123456')).toEqual({
      session: null,
      userErrors: [{ field: 'mobileNo', code: 'INVALID_INPUT', message: 'This is not a Cyprus mobile number (it must begin with 9): codes are sent by SMS.' }],
    });
    expect(await start('+357 99 123456')).toEqual({ session: { smsSent: true }, userErrors: [] });
  });

  it('does not answer or move a property for a made-up number whose characters 3 to 7 name it', async () => {
    const browser = visitor();
    const { token, emailCode, smsCode } = await session(browser, 'ebill.guess@example.test', '+35799007711');
    const madeUp = madeUpInvoiceOf('000002');
    expect(propertyReferenceOf(madeUp)).toBe('000002');
    expect(await mutate(browser, 'lookupEbillProperty', { token, emailCode, invoiceNumber: madeUp, forUnsubscribe: false }, 'propertyReference address')).toEqual({
      propertyReference: null,
      address: null,
      userErrors: [{ field: 'invoiceNumber', code: 'WRONG_INVOICE_NUMBER', message: 'No property matches this invoice number' }],
    });
    const register = { token, emailCode, smsCode, invoiceNumber: madeUp, consentMessagesViaEmail: true, consentMessagesViaSms: true, consentTerms: true };
    expect(await mutate(browser, 'registerEbill', register, 'registered')).toMatchObject({ registered: false, userErrors: [{ code: 'WRONG_INVOICE_NUMBER' }] });
  });

  it('budgets property look-ups per OTP session, however many tokens name it', async () => {
    const own = await startHarness({ settingsCacheTtlSeconds: 0, authAttemptsPerIdentifier: 2, authAttemptsPerAddress: 1000 });
    try {
      await own.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
      const browser = own.browser();
      browser.cookies.set('lang', 'en');
      const ask = async (input: object) => {
        const answer = await browser.graphql(`mutation($input: LookupEbillPropertyInput!) { lookupEbillProperty(input: $input) { address ${ERRORS} } }`, { input });
        return answer.body.data?.['lookupEbillProperty'] as { address: string | null; userErrors: Array<{ code: string }> };
      };
      const email = 'ebill.budget@example.test';
      const start = async (token?: string) => {
        const answer = await browser.graphql('mutation($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token } userErrors { code } } }', {
          input: { email, token },
        });
        const started = answer.body.data?.['startOtpSession'] as { session: { token: string } };
        return { token: started.session.token, emailCode: (await outboxCode(own.apiUrl, email)).code };
      };
      const first = await start();
      const lookup = { invoiceNumber: INVOICE, forUnsubscribe: false };
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await ask({ ...first, ...lookup })).address).not.toBeNull();
      // A restarted session has a new token and new codes, but it is the same session: its budget is spent.
      const restarted = await start(first.token);
      expect(restarted.token).not.toBe(first.token);
      own.upstream.reset();
      expect(await ask({ ...restarted, ...lookup })).toMatchObject({ address: null, userErrors: [{ code: 'RATE_LIMITED' }] });
      expect(own.upstream.calls()).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('refuses a forged session token as sessionExpired', async () => {
    const answer = await mutate(visitor(), 'unsubscribeEbill', { token: '1.99999999999999.x', emailCode: '123456', invoiceNumber: '2000002' }, 'unsubscribed');
    expect(answer).toMatchObject({ unsubscribed: false, userErrors: [{ code: 'SESSION_EXPIRED', field: 'token' }] });
  });
});
