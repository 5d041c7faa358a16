import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementDetailItem, DebtCaseActionItem, DebtCaseWorkItem } from '../../store/debtManagement.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let staff: string;
let maria: string;
let field: string;

const call = async (path: string, body: object, cookie = staff, language = 'en') => (await post(app, path, body, { cookie, 'accept-language': language })).body;
const cases = async (body: object = {}) => (await call('/DebtCase/GetList', body)) as unknown as { status: number; total: number; items: DebtCaseWorkItem[] };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await buildTestApi();
  [staff, maria, field] = await Promise.all([signIn(app, 'staff@demo.test'), signIn(app, 'maria@demo.test'), signIn(app, 'field@demo.test')]);
});
afterAll(() => app.close());

/** An open case with a balance, none of the other tests touched. */
async function openCase(skip: number): Promise<DebtCaseWorkItem> {
  const found = (await cases({ Statuses: ['open'], Options: { PageSize: 100 } })).items.filter((item) => item.balance > 1)[skip];
  if (found === undefined) throw new Error('not enough open cases seeded');
  return found;
}

describe('debt-management work list', () => {
  it('filters by stage, status, balance range and text', async () => {
    const all = await cases({ Options: { PageSize: 100 } });
    expect(all.status).toBe(0);
    expect(all.total).toBeGreaterThan(0);
    const open = await cases({ Statuses: ['open'], Options: { PageSize: 100 } });
    expect(open.items.every((item) => item.status === 'open')).toBe(true);
    expect(open.total).toBeLessThan(all.total);
    const first = open.items[0];
    if (first === undefined) throw new Error('no open case');
    const stage = await cases({ Stages: [first.stage] });
    expect(stage.items.every((item) => item.stage === first.stage)).toBe(true);
    const range = await cases({ MinBalance: first.balance, MaxBalance: first.balance });
    expect(range.items.map((item) => item.debtCaseId)).toContain(first.debtCaseId);
    expect(range.items.every((item) => item.balance === first.balance)).toBe(true);
    expect((await cases({ Text: first.caseNumber })).items.map((item) => item.debtCaseId)).toEqual([first.debtCaseId]);
    expect((await call('/DebtCase/GetWorkItems', { Ids: [first.debtCaseId] })).items).toEqual([first]);
    const actions = (await call('/DebtCase/GetActions', { DebtCaseId: first.debtCaseId })) as { items: DebtCaseActionItem[] };
    expect(actions.items[0]).toMatchObject({ action: first.lastAction, actedOn: first.lastActionOn });
  });

  it('is for employees with portalDm only', async () => {
    for (const cookie of [maria, field]) {
      for (const path of ['/DebtCase/GetList', '/Bank/GetList', '/PaymentAgreement/Save']) {
        const answer = await post(app, path, { DebtCaseId: 1, StartDate: today, Instalments: 1, InstalmentAmount: 1, PaymentPhone: '1234567890', DirectDebit: false }, { cookie });
        expect([answer.statusCode, answer.body.status]).toEqual([403, 4]);
      }
    }
  });
});

describe('payment agreements (002 §5)', () => {
  it('validates the IBAN, the bank, the phone and the amounts, then saves and edits', async () => {
    const debtCase = await openCase(0);
    const banks = (await call('/Bank/GetList', {})) as { items: Array<{ bankId: number; country: string; name: string }> };
    const cyprus = banks.items.find((bank) => bank.country === 'CY');
    const germany = banks.items.find((bank) => bank.country === 'DE');
    if (!cyprus || !germany) throw new Error('banks missing');
    const instalments = 4;
    const amount = Math.ceil((debtCase.balance * 100) / instalments) / 100;
    const valid = {
      DebtCaseId: debtCase.debtCaseId, StartDate: today, Instalments: instalments, InstalmentAmount: amount,
      PaymentPhone: '+357 99 123456', DirectDebit: true, BankId: cyprus.bankId, Iban: 'CY17 0020 0128 0000 0012 0052 7600',
    };
    const refusals: Array<[object, string]> = [
      [{ Iban: 'CY18 0020 0128 0000 0012 0052 7600' }, 'check digits'],
      [{ Iban: 'CY17 0020 0128 0000 0012 0052 76' }, 'wrong length'],
      [{ BankId: null }, 'Choose the bank'],
      [{ BankId: germany.bankId }, 'country of the bank'],
      [{ PaymentPhone: '991234567' }, '10 to 15 digits'],
      [{ InstalmentAmount: 1.234 }, 'two decimals'],
      [{ InstalmentAmount: 0 }, 'more than zero'],
      [{ InstalmentAmount: 0.01 }, 'cover the balance'],
      [{ StartDate: '2000-01-01' }, 'before today'],
    ];
    for (const [change, text] of refusals) {
      const answer = await call('/PaymentAgreement/Save', { ...valid, ...change });
      expect([answer.status, answer.text], JSON.stringify(change)).toEqual([1, expect.stringContaining(text)]);
    }
    const saved = (await call('/PaymentAgreement/Save', valid)) as { status: number; item: DebtCaseWorkItem; agreement: AgreementDetailItem };
    expect(saved.status).toBe(0);
    expect(saved.item).toMatchObject({ status: 'onHold', lastAction: 'agreementSigned', activeAgreementId: saved.agreement.paymentAgreementId });
    expect(saved.agreement).toMatchObject({ status: 'active', bankName: cyprus.name, bankId: cyprus.bankId, iban: 'CY17 **** 7600', paymentPhone: '+35799123456', instalments });
    const edited = (await call('/PaymentAgreement/Save', { ...valid, PaymentAgreementId: saved.agreement.paymentAgreementId, DirectDebit: false, Instalments: 5 })) as { agreement: AgreementDetailItem };
    expect(edited.agreement).toMatchObject({ paymentAgreementId: saved.agreement.paymentAgreementId, bankName: null, iban: null, instalments: 5 });
    expect((await call('/PaymentAgreement/GetDetails', { Ids: [saved.agreement.paymentAgreementId] })).items).toEqual([edited.agreement]);
    expect((await call('/PaymentAgreement/Save', { ...valid, PaymentAgreementId: 1 })).status).toBe(1);
  });
});

describe('payments, actions and write-off', () => {
  it('records a valid payment, refuses a bad one, closes the case when paid', async () => {
    const debtCase = await openCase(1);
    const balance = debtCase.balance;
    expect((await call('/DebtCase/RecordPayment', { DebtCaseId: debtCase.debtCaseId, Amount: balance + 0.01 })).text).toContain('more than the balance');
    expect((await call('/DebtCase/RecordPayment', { DebtCaseId: debtCase.debtCaseId, Amount: -5 })).status).toBe(1);
    const partial = (await call('/DebtCase/RecordPayment', { DebtCaseId: debtCase.debtCaseId, Amount: 1, Note: 'cash desk' })) as { item: DebtCaseWorkItem };
    expect(partial.item).toMatchObject({ balance: Math.round((balance - 1) * 100) / 100, lastAction: 'paymentReceived', status: 'open' });
    const rest = (await call('/DebtCase/RecordPayment', { DebtCaseId: debtCase.debtCaseId, Amount: partial.item.balance })) as { item: DebtCaseWorkItem };
    expect(rest.item).toMatchObject({ balance: 0, status: 'closed', closedOn: today });
    const actions = (await call('/DebtCase/GetActions', { DebtCaseId: debtCase.debtCaseId })) as { items: DebtCaseActionItem[] };
    expect(actions.items.slice(0, 2).map((item) => [item.action, item.amount])).toEqual([['paymentReceived', partial.item.balance], ['paymentReceived', 1]]);
    expect(actions.items[1]).toMatchObject({ note: 'cash desk', employeeName: expect.any(String) });
    expect((await call('/DebtCase/AddAction', { DebtCaseId: debtCase.debtCaseId, Action: 'phoneCall' })).text).toBe('This debt case is closed and can no longer be changed');
  });

  it('adds actions, moving the stage forward only, and writes off', async () => {
    const debtCase = await openCase(2);
    const called = (await call('/DebtCase/AddAction', { DebtCaseId: debtCase.debtCaseId, Action: 'phoneCall', Note: 'no answer' })) as { item: DebtCaseWorkItem };
    expect(called.item).toMatchObject({ lastAction: 'phoneCall', stage: debtCase.stage });
    const legal = (await call('/DebtCase/AddAction', { DebtCaseId: debtCase.debtCaseId, Action: 'legalReferral' })) as { item: DebtCaseWorkItem };
    expect(legal.item.stage).toBe('legal');
    const letter = (await call('/DebtCase/AddAction', { DebtCaseId: debtCase.debtCaseId, Action: 'reminderLetter' })) as { item: DebtCaseWorkItem };
    expect(letter.item.stage).toBe('legal');
    const written = (await call('/DebtCase/WriteOff', { DebtCaseId: debtCase.debtCaseId })) as { item: DebtCaseWorkItem };
    expect(written.item).toMatchObject({ status: 'closed', balance: 0, lastAction: 'writtenOff' });
  });
});
