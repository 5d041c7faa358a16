import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// The tabs of an account in the employee's customer 360° view (issue #8): each tab is a route of its own.

const SHOTS = shotsDir('enquiryTabs');

const TABS = ['statements', 'transactions', 'deposits', 'applications', 'messages', 'readings', 'debtCases', 'agreements'] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const typed = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/** Global ids as the gateway builds them (`gateway/src/relay/globalId.ts`): base64url of `Type:key`. */
const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');

interface Debtor {
  customerId: number;
  accountId: number;
  caseNumber: string;
  agreementReference: string;
  depositReference: string;
}

/** An account with a deposit, a debt case and its payment agreement (seed/accountFinance.ts), and its customer. */
async function findDebtor(): Promise<Debtor> {
  const api = await utilityApiSession(demoUsers.employee);
  const ids = Array.from({ length: 100 }, (_, index) => index + 1);
  const agreements = await api<{ items: Array<{ accountId: number; debtCaseId: number | null; reference: string }> }>('/PaymentAgreement/GetItems', { Ids: ids });
  for (const agreement of agreements.items) {
    if (agreement.debtCaseId === null) continue;
    const deposits = await api<{ items: Array<{ reference: string }> }>('/Deposit/GetItems', { AccountId: agreement.accountId });
    const [deposit] = deposits.items;
    if (deposit === undefined) continue;
    const cases = await api<{ items: Array<{ caseNumber: string }> }>('/DebtCase/GetItems', { Ids: [agreement.debtCaseId] });
    const accounts = await api<{ items: Array<{ customerId: number }> }>('/Account/GetItemsByIds', { Ids: [agreement.accountId] });
    return {
      customerId: accounts.items[0]?.customerId ?? 0,
      accountId: agreement.accountId,
      caseNumber: cases.items[0]?.caseNumber ?? '',
      agreementReference: agreement.reference,
      depositReference: deposit.reference,
    };
  }
  throw new Error('no account with a deposit and an agreement of a debt case among the first 100 agreements');
}

const viewUrl = (customerId: number, accountId: number) => `/enquiries/customers/${globalId('Customer', customerId)}/accounts/${globalId('Account', accountId)}`;

async function openTab(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Account tabs' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${path}(\\?|$)`));
  await expect(page.getByTestId(`account-tab-${path}`)).toHaveAttribute('aria-current', 'page');
}

test('staff open a customer\'s account by URL and go through every tab, paging the transactions', async ({ page }) => {
  const debtor = await findDebtor();
  await signInByRequest(page, demoUsers.employee);
  await page.goto(viewUrl(debtor.customerId, debtor.accountId));
  // The bare account URL opens the first tab.
  await expect(page).toHaveURL(/\/statements$/);
  await expect(page.getByTestId('account-tab-statements')).toHaveAttribute('aria-current', 'page');

  const bills = page.getByTestId('bills-table').locator('tbody tr');
  await expect(bills).toHaveCount(10);
  const firstNumber = (await bills.first().locator('td').first().innerText()).trim();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('bills-table').getByRole('link', { name: `Download bill ${firstNumber} as PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`bill-${firstNumber}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  await openTab(page, 'Transactions', 'transactions');
  // Two years of monthly bills and their payments: more lines than the first page of 20.
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Custom period' });
  await page.getByLabel('From').fill('01/01/2020');
  await page.getByLabel('To', { exact: true }).fill(typed(new Date()));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/transactions\?range=custom&from=2020-01-01&to=\d{4}-\d{2}-\d{2}$/);
  const lines = page.getByTestId('statement-table').locator('tbody tr');
  await expect(lines).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => lines.count()).toBeGreaterThan(20);
  // The tab's URL, range included, can be shared: a reload shows the same range.
  await page.reload();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('custom');
  await expect(page.getByLabel('From')).toHaveValue('01/01/2020');

  await openTab(page, 'Deposits', 'deposits');
  await expect(page.getByTestId('deposits-table')).toContainText(debtor.depositReference);

  await openTab(page, 'Applications', 'applications');
  await expect(page.getByTestId('applications-table').or(page.getByTestId('applications-empty'))).toBeVisible();

  await openTab(page, 'Messages', 'messages');
  await expect(page.getByTestId('messages-table').or(page.getByTestId('messages-empty'))).toBeVisible();

  await openTab(page, 'Readings', 'readings');
  await expect(page.getByTestId('meter-readings').first().locator('tbody tr').first()).toBeVisible();

  await openTab(page, 'Debt cases', 'debtCases');
  await expect(page.getByTestId('debt-cases-table')).toContainText(debtor.caseNumber);

  await openTab(page, 'Agreements', 'agreements');
  const agreement = page.getByTestId('agreements-table').locator('tbody tr', { hasText: debtor.agreementReference });
  await expect(agreement).toContainText(debtor.caseNumber);

  // Back goes to the previous tab: each tab is a page of its own.
  await page.goBack();
  await expect(page).toHaveURL(/\/debtCases$/);
});

test('staff read a customer\'s applications and page through the messages of all of them', async ({ page }) => {
  const api = await utilityApiSession(demoUsers.employee);
  // seed/demoUsers.ts writes Maria's customer first; her applications carry messages.
  const [account] = (await api<{ items: Array<{ accountId: number }> }>('/Customer/GetAccounts', { CustomerIds: [1] })).items;
  await signInByRequest(page, demoUsers.employee);
  await page.goto(`${viewUrl(1, account?.accountId ?? 0)}/applications`);
  const applications = page.getByTestId('applications-table').locator('tbody tr');
  await expect(applications.first()).toBeVisible();
  await expect(applications.first().getByRole('link')).toHaveAttribute('href', /^\/(application|omApplication)\/\d+$/);

  await openTab(page, 'Messages', 'messages');
  const messages = page.getByTestId('messages-table').locator('tbody tr');
  // 002 §9: messages page by 5.
  await expect(messages).toHaveCount(5);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => messages.count()).toBeGreaterThan(5);
});

test('a customer cannot open the tabs', async ({ page }) => {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto(`${viewUrl(1, 1)}/deposits`);
  await expect(page).not.toHaveURL(/\/enquiries\//);
  await expect(page.getByTestId('deposits-table')).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of every tab, ${language}, 1280 and 390 px`, async ({ page, baseURL }) => {
    // Sixteen screens of one signed-in page, which a machine busy with other work takes its time over.
    test.setTimeout(90_000);
    const debtor = await findDebtor();
    await signInByRequest(page, demoUsers.employee, language);
    // The client keeps the chosen language in local storage, the gateway reads the `lang` cookie.
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of TABS) {
        await page.goto(`${viewUrl(debtor.customerId, debtor.accountId)}/${tab}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId(`account-tab-${tab}`)).toHaveAttribute('aria-current', 'page');
        await expect(page.getByTestId('account-tab-panel').locator('table, section h2').first()).toBeVisible();
        await shot(page, SHOTS, `${tab}-${language}-${width}`);
        await shot(page.getByTestId('account-tabs'), SHOTS, `${tab}-${language}-${width}-tabs`);
      }
    }
  });
}
