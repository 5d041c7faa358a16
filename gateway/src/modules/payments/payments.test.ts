import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
let visitor: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  visitor = harness.browser({ 'accept-language': 'en' });
});
afterAll(() => harness.close());

const VALIDATE = /* GraphQL */ `
  mutation Validate($input: ValidatePaymentAccountInput!) {
    validatePaymentAccount(input: $input) {
      account { accountNumber maskedHolderName amountDue { amount } bills { id invoiceNumber issueDate amountDue { amount } payableOnline } }
      userErrors { field code message }
    }
  }
`;
const START = /* GraphQL */ `
  mutation Start($input: StartPaymentInput!) {
    startPayment(input: $input) { paymentId redirectUrl userErrors { field code message } }
  }
`;
const RESULT = /* GraphQL */ `
  query Result($paymentId: String!) { paymentResult(paymentId: $paymentId) { outcome amount { amount } accountNumber paymentType } }
`;
const ACCOUNT = /* GraphQL */ `query { viewer { user { selectedAccount { accountKey bills(first: 2) { edges { node { issueDate } } } } } } }`;

interface Bill { id: string; issueDate: string; amountDue: { amount: string }; payableOnline: boolean }

describe('payments module', () => {
  let accountNumber: string;
  let bill: Bill;
  beforeAll(async () => {
    const raw = await maria.graphql(ACCOUNT);
    const account = raw.body.data as { viewer: { user: { selectedAccount: { accountKey: string; bills: { edges: Array<{ node: { issueDate: string } }> } } } } };
    accountNumber = account.viewer.user.selectedAccount.accountKey;
    // Maria's latest bill is open and less than 15 days old (utility-api seed/billing.ts): payable online today (000 §9).
    const answer = await visitor.graphql(VALIDATE, { input: { paymentType: 'BILL', accountNumber } });
    const validated = answer.body.data as { validatePaymentAccount: { account: { bills: Bill[] } } };
    bill = validated.validatePaymentAccount.account.bills.find((item) => item.payableOnline) as Bill;
  });

  it('validates an account for a visitor without leaking the holder name', async () => {
    const answer = await visitor.graphql(VALIDATE, { input: { paymentType: 'BILL', accountNumber } });
    expect(answer.body.data).toMatchObject({ validatePaymentAccount: { account: { accountNumber, maskedHolderName: 'M**** G*******' }, userErrors: [] } });
    expect(bill).toBeDefined();
    const unknown = await visitor.graphql(VALIDATE, { input: { paymentType: 'FEES', accountNumber: '000' } });
    expect(unknown.body.data).toMatchObject({ validatePaymentAccount: { account: null, userErrors: [{ field: 'accountNumber', code: 'NOT_FOUND' }] } });
  });

  it('shows invoice numbers only to customers of the account: anyone else who types its number sees them masked', async () => {
    type Validated = { validatePaymentAccount: { account: { bills: Array<{ invoiceNumber: string }> } } };
    const invoices = async (browser: TestBrowser) =>
      ((await browser.graphql(VALIDATE, { input: { paymentType: 'BILL', accountNumber } })).body.data as Validated).validatePaymentAccount.account.bills.map(
        (item) => item.invoiceNumber,
      );
    const own = await invoices(maria);
    expect(own.length).toBeGreaterThan(0);
    for (const invoice of own) expect(invoice).toMatch(/^\d{15}$/);
    const masked = own.map((invoice) => `***********${invoice.slice(-4)}`);
    expect(await invoices(visitor)).toEqual(masked);
    expect(await invoices(await harness.signedIn(DEMO_LOGINS.mobile))).toEqual(masked);
  });

  it('limits how many account numbers one address may check', async () => {
    const own = await startHarness({ authAttemptsPerAddress: 3 });
    try {
      const prober = own.browser({ 'accept-language': 'en' });
      const check = (number: string) => prober.graphql(VALIDATE, { input: { paymentType: 'BILL', accountNumber: number } });
      for (const number of ['10000001', '10000002', '10000003']) {
        const answer = await check(number);
        expect((answer.body.data as { validatePaymentAccount: { userErrors: Array<{ code: string }> } }).validatePaymentAccount.userErrors).not.toContainEqual(
          expect.objectContaining({ code: 'RATE_LIMITED' }),
        );
      }
      own.upstream.reset();
      expect((await check('10000004')).body.data).toMatchObject({ validatePaymentAccount: { account: null, userErrors: [{ code: 'RATE_LIMITED' }] } });
      expect(own.upstream.calls()).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('starts one payment for one idempotency key and refuses unsafe input', async () => {
    const input = { paymentType: 'BILL', accountNumber, billId: bill.id, amount: bill.amountDue.amount, idempotencyKey: 'gateway-key-0001', returnPath: '/billPayment/return' };
    const first = await visitor.graphql(START, { input });
    const second = await visitor.graphql(START, { input });
    const payload = (first.body.data as { startPayment: { paymentId: string; redirectUrl: string; userErrors: unknown[] } }).startPayment;
    expect(payload.userErrors).toEqual([]);
    expect(payload.redirectUrl).toContain(`/Payment/Provider/${payload.paymentId}?lang=en`);
    expect(second.body.data).toEqual(first.body.data);
    // The provider page speaks the payer's language: the gateway passes the request's language on.
    const greek = harness.browser({ 'accept-language': 'el' });
    const inGreek = await greek.graphql(START, { input: { ...input, paymentType: 'APPLICATIONS', billId: null, amount: '3', idempotencyKey: 'gateway-key-greek' } });
    const greekUrl = (inGreek.body.data as { startPayment: { redirectUrl: string } }).startPayment.redirectUrl;
    expect(new URL(greekUrl).searchParams.get('lang')).toBe('el');
    expect(await (await fetch(greekUrl)).text()).toContain('Αριθμός κάρτας');

    const offsite = await visitor.graphql(START, { input: { ...input, idempotencyKey: 'gateway-key-0002', returnPath: '//evil.example/' } });
    expect(offsite.body.data).toMatchObject({ startPayment: { redirectUrl: null, userErrors: [{ field: 'returnPath', code: 'INVALID_INPUT' }] } });
    const changed = await visitor.graphql(START, { input: { ...input, amount: '0.50' } });
    expect(changed.body.data).toMatchObject({ startPayment: { redirectUrl: null, userErrors: [{ code: 'IDEMPOTENCY_CONFLICT' }] } });
  });

  it('accepts only a path of this portal as returnPath: no other host, however it is spelt', async () => {
    const input = { paymentType: 'APPLICATIONS', accountNumber, amount: '2', returnPath: '/billPayment/return' };
    const offsite = ['//evil.example/', '/\t/evil.example/x', '/\n/evil.example/x', '/\r/evil.example/x', '/\\evil.example/x', 'https://evil.example/', 'billPayment'];
    for (const [index, returnPath] of offsite.entries()) {
      const answer = await visitor.graphql(START, { input: { ...input, idempotencyKey: `gateway-return-${index}`, returnPath } });
      expect(answer.body.data, JSON.stringify(returnPath)).toEqual({
        startPayment: { paymentId: null, redirectUrl: null, userErrors: [{ field: 'returnPath', code: 'INVALID_INPUT', message: 'The return path must be a path of this portal' }] },
      });
    }
    const home = await visitor.graphql(START, { input: { ...input, idempotencyKey: 'gateway-return-ok', returnPath: '/billPayment/return?from=dialog' } });
    expect((home.body.data as { startPayment: { userErrors: unknown[] } }).startPayment.userErrors).toEqual([]);
  });

  it('refuses a forged return: only the utility says a payment completed', async () => {
    const forged = await visitor.graphql(RESULT, { paymentId: 'f'.repeat(32) });
    expect(forged.body.data).toEqual({ paymentResult: null });
    const start = await visitor.graphql(START, {
      input: { paymentType: 'APPLICATIONS', accountNumber, amount: '10', idempotencyKey: 'gateway-key-0003', returnPath: '/billPayment/return' },
    });
    const { paymentId } = (start.body.data as { startPayment: { paymentId: string } }).startPayment;
    // Coming back without submitting the card (or with `?status=completed` typed in) shows nothing paid.
    expect((await visitor.graphql(RESULT, { paymentId })).body.data).toEqual({ paymentResult: { outcome: 'PENDING', amount: { amount: '10.00' }, accountNumber, paymentType: 'APPLICATIONS' } });
  });

  it('pays a fee or other sale as one open record of the account, whole (000 §2 payment types 3 and 4)', async () => {
    const CHARGES = /* GraphQL */ `
      mutation Charges($input: ValidatePaymentAccountInput!) {
        validatePaymentAccount(input: $input) { account { amountDue { amount } bills { id } charges { chargeId reference description raisedOn amount { amount } } } }
      }
    `;
    type Charge = { chargeId: number; reference: string; description: string; amount: { amount: string } };
    type Charges = { validatePaymentAccount: { account: { amountDue: { amount: string }; bills: unknown[]; charges: Charge[] } } };
    const sales = ((await visitor.graphql(CHARGES, { input: { paymentType: 'OTHER_SALES', accountNumber } })).body.data as Charges).validatePaymentAccount.account;
    expect(sales.bills).toEqual([]);
    expect(sales.charges.map((charge) => charge.description)).toEqual(['Meter box', 'Water tanker delivery']);
    expect(sales.amountDue.amount).toBe('108.00');
    const [sale] = sales.charges as [Charge];
    const input = { paymentType: 'OTHER_SALES', accountNumber, amount: sale.amount.amount, returnPath: '/billPayment/return' };
    const missing = await visitor.graphql(START, { input: { ...input, idempotencyKey: 'gateway-sale-0001' } });
    expect(missing.body.data).toMatchObject({ startPayment: { redirectUrl: null, userErrors: [{ field: 'chargeId', code: 'MANDATORY_FIELD', message: 'Choose the fee or sale you are paying' }] } });
    const onBill = await visitor.graphql(START, { input: { ...input, paymentType: 'BILL', billId: bill.id, chargeId: sale.chargeId, idempotencyKey: 'gateway-sale-0002' } });
    expect(onBill.body.data).toMatchObject({ startPayment: { userErrors: [{ field: 'chargeId', code: 'INVALID_INPUT' }] } });
    const part = await visitor.graphql(START, { input: { ...input, chargeId: sale.chargeId, amount: '1', idempotencyKey: 'gateway-sale-0003' } });
    expect(part.body.data).toMatchObject({ startPayment: { redirectUrl: null, userErrors: [{ code: 'INVALID_INPUT', message: 'The amount must be the whole amount of the fee or sale' }] } });
    const unknownProvider = await visitor.graphql(START, { input: { ...input, chargeId: sale.chargeId, provider: 3, idempotencyKey: 'gateway-sale-0004' } });
    expect(unknownProvider.body.data).toMatchObject({ startPayment: { redirectUrl: null, userErrors: [{ field: 'provider', code: 'INVALID_INPUT' }] } });
    // The other card provider of the settings (000 §2) takes the card on its own page.
    const whole = await visitor.graphql(START, { input: { ...input, chargeId: sale.chargeId, provider: 2, idempotencyKey: 'gateway-sale-0005' } });
    const redirectUrl = (whole.body.data as { startPayment: { redirectUrl: string } }).startPayment.redirectUrl;
    expect(await (await fetch(redirectUrl)).text()).toContain('<h1>Second sandbox card payment</h1>');
  });

  it('refuses a bill outside the 15-day window with PAYMENT_WINDOW_CLOSED', async () => {
    const lateDay = new Date(`${bill.issueDate}T00:00:00Z`);
    lateDay.setUTCDate(lateDay.getUTCDate() + 16);
    await harness.dev('/__dev/payments/day', { Day: lateDay.toISOString().slice(0, 10) });
    const late = await visitor.graphql(START, {
      input: { paymentType: 'BILL', accountNumber, billId: bill.id, amount: '1', idempotencyKey: 'gateway-key-0004', returnPath: '/billPayment/return' },
    });
    expect(late.body.data).toMatchObject({ startPayment: { userErrors: [{ code: 'PAYMENT_WINDOW_CLOSED' }] } });
  });
});
