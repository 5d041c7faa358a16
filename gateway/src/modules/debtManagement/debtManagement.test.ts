import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { parseAmount } from './rules.ts';
import { upstreamFilter } from './resolvers.ts';

const CASES = /* GraphQL */ `query ($filter: DebtCaseFilter) {
  debtManagementCases(filter: $filter, first: 50) {
    totalCount
    edges { node { id caseNumber stage status accountKey accountId customerId customerName address balance { amount } activeAgreement { id } } }
  }
}`;
const DETAIL = /* GraphQL */ `query ($id: ID!) {
  node(id: $id) { ... on DebtCase { id status balance { amount } history { action actedOn note amount { amount } employeeName }
    activeAgreement { id reference instalmentCount instalmentAmount { amount } bankName bankId maskedIban paymentPhone status } } }
  banks { bankId name country }
}`;
const SAVE = /* GraphQL */ `mutation ($input: SavePaymentAgreementInput!) {
  savePaymentAgreement(input: $input) { debtCase { id status } paymentAgreement { id bankName maskedIban paymentPhone instalmentCount } userErrors { field code message } }
}`;
const PAY = /* GraphQL */ `mutation ($input: RecordDebtPaymentInput!) {
  recordDebtPayment(input: $input) { debtCase { id balance { amount } status } userErrors { field code message } }
}`;
const ACTION = /* GraphQL */ `mutation ($input: AddDebtCaseActionInput!) {
  addDebtCaseAction(input: $input) { debtCase { id lastAction history { action note } } userErrors { field code message } }
}`;

interface Case { id: string; status: string; balance: { amount: string }; accountKey: string; activeAgreement: { id: string } | null }

let harness: Harness;
let staff: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff);
});
afterAll(() => harness.close());

async function cases(filter: object = {}): Promise<{ totalCount: number; edges: Array<{ node: Case }> }> {
  const answer = await staff.graphql(CASES, { filter });
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.['debtManagementCases'] as { totalCount: number; edges: Array<{ node: Case }> };
}

describe('debt-management rules', () => {
  it('parses amounts', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
  });
  it('maps the filter onto the upstream call', () => {
    expect(upstreamFilter({ stages: ['FINAL_NOTICE'], statuses: ['ON_HOLD'], minBalance: '10', maxBalance: 'x', text: ' DM ' })).toEqual({ Stages: ['finalNotice'], Statuses: ['onHold'], MinBalance: 10, Text: 'DM' });
  });
});

describe('Query.debtManagementCases', () => {
  it('lists cases with their accounts without a call per row, and filters them', async () => {
    harness.upstream.reset();
    const all = await cases();
    expect(all.totalCount).toBeGreaterThan(0);
    expect(harness.upstream.calls().filter((path) => path.startsWith('/debtcase') || path.startsWith('/paymentagreement'))).toEqual(['/debtcase/getlist', '/paymentagreement/getdetails'].slice(0, all.edges.some((edge) => edge.node.activeAgreement) ? 2 : 1));
    const open = await cases({ statuses: ['OPEN'] });
    expect(open.edges.every((edge) => edge.node.status === 'OPEN')).toBe(true);
    const first = all.edges[0]?.node;
    expect((await cases({ text: first?.accountKey })).edges.map((edge) => edge.node.id)).toContain(first?.id);
  });

  it('passes the sort upstream: the largest balance first', async () => {
    const answer = await staff.graphql('{ debtManagementCases(first: 10, sort: { field: BALANCE, descending: true }) { edges { node { balance { amount } } } } }');
    const amounts = (answer.body.data?.['debtManagementCases'] as { edges: Array<{ node: Case }> }).edges.map((edge) => Number(edge.node.balance.amount));
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
  });

  it('is FORBIDDEN for customers and employees without the flag', async () => {
    for (const login of [DEMO_LOGINS.maria, DEMO_LOGINS.field]) {
      const browser = await harness.signedIn(login);
      const answer = await browser.graphql('{ debtManagementCases(first: 1) { totalCount } }');
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
  });
});

describe("a case's screen (node)", () => {
  it('reads the case with its work-list data in one call, and answers null to those without the areas', async () => {
    const [listed] = (await cases()).edges.map((edge) => edge.node);
    if (!listed) throw new Error('no case');
    harness.upstream.reset();
    const answer = await staff.graphql('query ($id: ID!) { node(id: $id) { ... on DebtCase { id caseNumber status accountKey customerName balance { amount } } } }', { id: listed.id });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.['node']).toMatchObject({ id: listed.id, status: listed.status, accountKey: listed.accountKey, balance: listed.balance });
    expect(harness.upstream.calls().filter((path) => path.startsWith('/debtcase'))).toEqual(['/debtcase/getworkitems']);
    for (const viewer of [await harness.signedIn(DEMO_LOGINS.maria), await harness.signedIn(DEMO_LOGINS.field), harness.browser()]) {
      harness.upstream.reset();
      expect((await viewer.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: listed.id })).body.data).toEqual({ node: null });
      expect(harness.upstream.calls().filter((path) => path.startsWith('/debtcase'))).toEqual([]);
    }
  });
});

describe('payment agreements and payments', () => {
  it('ties errors to fields, maps the utility\'s IBAN refusal, then saves', async () => {
    const open = (await cases({ statuses: ['OPEN'] })).edges.map((edge) => edge.node).filter((node) => Number(node.balance.amount) > 2);
    const target = open[0];
    if (!target) throw new Error('no open case');
    const banksAnswer = await staff.graphql(DETAIL, { id: target.id });
    const bank = (banksAnswer.body.data?.['banks'] as Array<{ bankId: number; name: string; country: string }>).find((item) => item.country === 'GR');
    if (!bank) throw new Error('no Greek bank');
    const count = 3;
    const valid = {
      debtCaseId: target.id, startDate: new Date().toISOString().slice(0, 10), instalmentCount: count,
      instalmentAmount: (Math.ceil((Number(target.balance.amount) * 100) / count) / 100).toFixed(2),
      paymentPhone: '0030 210 1234567', directDebit: true, bankId: bank.bankId, iban: 'GR16 0110 1250 0000 0001 2300 695',
    };
    const local = await staff.graphql(SAVE, { input: { ...valid, paymentPhone: '991234567', bankId: null, instalmentAmount: '1.001' } });
    const localErrors = (local.body.data?.['savePaymentAgreement'] as { userErrors: Array<{ field: string }> }).userErrors.map((error) => error.field);
    expect(localErrors.sort()).toEqual(['bankId', 'instalmentAmount', 'paymentPhone']);
    const badIban = await staff.graphql(SAVE, { input: { ...valid, iban: 'GR17 0110 1250 0000 0001 2300 695' } }, );
    expect((badIban.body.data?.['savePaymentAgreement'] as { userErrors: unknown[] }).userErrors).toEqual([{ field: 'iban', code: 'NOT_ALLOWED', message: expect.stringContaining('IBAN') }]);
    const saved = await staff.graphql(SAVE, { input: valid });
    const payload = saved.body.data?.['savePaymentAgreement'] as { debtCase: { status: string }; paymentAgreement: { id: string; bankName: string; maskedIban: string; paymentPhone: string }; userErrors: unknown[] };
    expect(payload.userErrors).toEqual([]);
    expect(payload.debtCase.status).toBe('ON_HOLD');
    expect(payload.paymentAgreement).toMatchObject({ bankName: bank.name, maskedIban: 'GR16 **** 0695', paymentPhone: '00302101234567' });
    const detail = await staff.graphql(DETAIL, { id: target.id });
    const node = detail.body.data?.['node'] as { activeAgreement: { id: string; bankId: number }; history: Array<{ action: string; employeeName: string | null }> };
    expect(node.activeAgreement).toMatchObject({ id: payload.paymentAgreement.id, bankId: bank.bankId });
    expect(node.history[0]).toMatchObject({ action: 'AGREEMENT_SIGNED', employeeName: expect.any(String) });
  });

  it('records payments and actions', async () => {
    const target = (await cases({ statuses: ['OPEN'] })).edges.map((edge) => edge.node).filter((node) => Number(node.balance.amount) > 2)[1];
    if (!target) throw new Error('no second open case');
    const tooMuch = await staff.graphql(PAY, { input: { debtCaseId: target.id, amount: (Number(target.balance.amount) + 1).toFixed(2) } });
    expect((tooMuch.body.data?.['recordDebtPayment'] as { userErrors: Array<{ code: string }> }).userErrors[0]?.code).toBe('NOT_ALLOWED');
    const bad = await staff.graphql(PAY, { input: { debtCaseId: target.id, amount: 'abc' } });
    expect((bad.body.data?.['recordDebtPayment'] as { userErrors: Array<{ field: string }> }).userErrors[0]?.field).toBe('amount');
    const paid = await staff.graphql(PAY, { input: { debtCaseId: target.id, amount: '1.50' } });
    expect((paid.body.data?.['recordDebtPayment'] as { debtCase: { balance: { amount: string } } }).debtCase.balance.amount).toBe((Number(target.balance.amount) - 1.5).toFixed(2));
    const called = await staff.graphql(ACTION, { input: { debtCaseId: target.id, action: 'PHONE_CALL', note: 'Promised to pay' } });
    expect((called.body.data?.['addDebtCaseAction'] as { debtCase: { lastAction: string; history: Array<{ action: string; note: string }> } }).debtCase).toMatchObject({
      lastAction: 'PHONE_CALL',
      history: expect.arrayContaining([{ action: 'PHONE_CALL', note: 'Promised to pay' }]),
    });
  });
});
