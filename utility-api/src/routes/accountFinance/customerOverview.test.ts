import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtCaseItem } from '../../store/accountFinance.ts';
import type { ConsumptionAlertItem } from '../../store/consumptionAlerts.ts';
import type { EnquiryAccountItem } from '../../store/enquiry.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

interface Overview {
  accounts: Array<{ accountId: number; balance: number; amountDue: number; dueDate: string | null; overdueAmount: number }>;
  debtCases: DebtCaseItem[];
  alerts: ConsumptionAlertItem[];
}

let app: FastifyInstance;
let staff: string;
let field: string;
let maria: string;

const call = async (path: string, body: object, cookie = staff) => (await post(app, path, body, { cookie, 'accept-language': 'en' })).body as Record<string, unknown>;
const overviewOf = async (customerId: number) => (await call('/Customer/GetOverview', { CustomerId: customerId })) as { status: number; item: Overview };

beforeAll(async () => {
  app = await buildTestApi();
  [staff, field, maria] = await Promise.all([signIn(app, 'staff@demo.test'), signIn(app, 'field@demo.test'), signIn(app, 'maria@demo.test')]);
});
afterAll(() => app.close());

/** A customer with a debt case still open: the seed writes cases on some generated customers' accounts. */
async function customerWithOpenCase(): Promise<number> {
  const cases = (await call('/DebtCase/GetItems', { Ids: Array.from({ length: 100 }, (_, index) => index + 1) })).items as DebtCaseItem[];
  const open = cases.find((item) => item.status !== 'closed');
  if (!open) throw new Error('the seed wrote no open debt case');
  const [account] = (await call('/Account/GetItemsByIds', { Ids: [open.accountId] })).items as EnquiryAccountItem[];
  return account?.customerId ?? 0;
}

describe('/Customer/GetOverview', () => {
  it('answers in one call what each account\'s own calls answer: balances, debt cases not closed, open alerts', async () => {
    for (const customerId of [1, await customerWithOpenCase()]) {
      const accounts = (await call('/Customer/GetAccounts', { CustomerIds: [customerId] })).items as EnquiryAccountItem[];
      const overview = await overviewOf(customerId);
      expect(overview.status).toBe(0);
      expect(overview.item.accounts.map((account) => account.accountId)).toEqual(accounts.map((account) => account.accountId));
      const cases: DebtCaseItem[] = [];
      const alerts: ConsumptionAlertItem[] = [];
      for (const account of accounts) {
        const balance = (await call('/Account/GetBalance', { Value: account.accountId })).item;
        expect(overview.item.accounts.find((item) => item.accountId === account.accountId)).toEqual({ accountId: account.accountId, ...(balance as object) });
        cases.push(...((await call('/DebtCase/GetItems', { AccountId: account.accountId, Options: { PageSize: 100 } })).items as DebtCaseItem[]));
        alerts.push(...((await call('/ConsumptionAlert/GetItems', { AccountId: account.accountId, Status: 'open', Options: { PageSize: 100 } })).items as ConsumptionAlertItem[]));
      }
      const byId = (a: { debtCaseId: number }, b: { debtCaseId: number }) => a.debtCaseId - b.debtCaseId;
      expect([...overview.item.debtCases].sort(byId)).toEqual(cases.filter((item) => item.status !== 'closed').sort(byId));
      expect(overview.item.alerts.map((alert) => alert.alertId).sort()).toEqual(alerts.map((alert) => alert.alertId).sort());
      if (customerId !== 1) expect(overview.item.debtCases.length).toBeGreaterThan(0);
    }
  });

  it('is the enquiries\' only: other employees and customers are refused, an unknown customer is status 1', async () => {
    const fieldWorker = await post(app, '/Customer/GetOverview', { CustomerId: 1 }, { cookie: field });
    expect([fieldWorker.statusCode, fieldWorker.body.status]).toEqual([403, 4]);
    const customer = await post(app, '/Customer/GetOverview', { CustomerId: 1 }, { cookie: maria });
    expect([customer.statusCode, customer.body.status]).toEqual([403, 4]);
    expect(await call('/Customer/GetOverview', { CustomerId: 99_999_999 })).toMatchObject({ status: 1, text: 'Customer not found' });
  });
});
