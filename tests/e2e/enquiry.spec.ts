import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoUsers, expect as baseExpect, signInByRequest, signedInPage, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

/** Route loaders fetch before a screen shows; other suites share the machine, so waits are generous. */
const expect = baseExpect.configure({ timeout: 20_000 });

// Employee enquiries (issue #8, 002 §3): staff find a customer by a meter's serial number, open the 360°
// view, follow meter → customer, sort, load more, export CSV and filter by plot; customers cannot reach it.

const SHOTS = shotsDir('enquiry');
const NARROW = { width: 390, height: 844 };
/** Route loaders fetch before the URL changes; a busy machine needs more than the default wait. */
const NAVIGATION = { timeout: 20_000 };
/** The customer view at an account; the account's tabs (another area) may add their own segment. */
const ACCOUNT_VIEW = /\/enquiries\/customers\/[\w-]+\/accounts\/[\w-]+(\/\w+)?$/;

interface MariaKeys {
  accountKey: string;
  serialNo: string;
  meterRef: string;
  plot: string;
}

async function mariaKeys(): Promise<MariaKeys> {
  const maria = await utilityApiSession(demoUsers.customerByEmail);
  const accounts = await maria<{ items: Array<{ accountId: number; accountKey: string; propertyId: number }> }>('/Account/GetItems');
  const home = accounts.items[0];
  if (!home) throw new Error('maria has accounts');
  const meters = await maria<{ items: Array<{ serialNo: string; meterRef: string }> }>('/Meter/GetItems', { AccountId: home.accountId });
  const property = await maria<{ item: { plot: string } }>('/Property/GetItem', { Value: home.propertyId });
  const meter = meters.items[0];
  if (!meter) throw new Error('maria has a meter');
  return { accountKey: home.accountKey, serialNo: meter.serialNo, meterRef: meter.meterRef, plot: property.item.plot };
}

async function shoot(page: Page, name: string): Promise<void> {
  await shot(page, SHOTS, name);
}

async function advancedSearch(page: Page, field: string, value: string): Promise<void> {
  await page.goto('/enquiries');
  // The panel of the other criteria stays as the browser last left it.
  const more = page.getByTestId('enquiry-form-more-panel');
  if (!(await more.isVisible())) await page.getByRole('button', { name: 'More filters' }).click();
  await more.getByLabel(field, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('staff find a customer by meter serial number and open the 360° view, then go meter → customer', async ({ page }) => {
  test.setTimeout(120_000);
  const keys = await mariaKeys();
  await signInByRequest(page, demoUsers.employee);
  await page.goto('/employeeHome');
  await expect(page).toHaveURL(/\/employeeHome$/, NAVIGATION);
  await page.getByRole('link', { name: 'Enquiries' }).first().click();
  await expect(page).toHaveURL(/\/enquiries$/, NAVIGATION);

  await advancedSearch(page, 'Serial number', keys.serialNo);
  await expect(page).toHaveURL(new RegExp(`/enquiries\\?serialNumber=${encodeURIComponent(keys.serialNo)}$`), NAVIGATION);
  const row = page.getByTestId('enquiry-results').getByRole('row').filter({ hasText: keys.accountKey });
  await expect(row).toContainText('Maria Georgiou');
  await expect(row).toContainText('Serial number');
  // Keyboard: focus the row, Enter opens the customer's view at that account.
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ACCOUNT_VIEW, NAVIGATION);
  const customerUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Maria Georgiou');
  await expect(page.getByTestId('enquiry-customer-details')).toContainText('Georgiou');
  await expect(page.getByTestId('enquiry-account')).toContainText(keys.accountKey);
  await expect(page.getByTestId('enquiry-property')).toContainText(keys.plot);

  // The view's URL can be shared: opening it afresh shows the same account.
  await page.goto(customerUrl);
  await expect(page.getByRole('link', { name: new RegExp(`Account ${keys.accountKey}`) })).toHaveAttribute('aria-current', 'page');

  // Meter → its view → one click back to the customer.
  await page.getByRole('link', { name: `Meter ${keys.meterRef}` }).click();
  await expect(page).toHaveURL(/\/enquiries\/meters\/[\w-]+$/, NAVIGATION);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meter ${keys.meterRef}`);
  await expect(page.getByTestId('enquiry-meter-view')).toContainText(keys.serialNo);
  await page.getByTestId('enquiry-meter-customer').click();
  await expect(page).toHaveURL(customerUrl, NAVIGATION);

  // The customer-only URL opens the first account.
  const customerId = /\/customers\/([\w-]+)\//.exec(customerUrl)?.[1] ?? '';
  await page.goto(`/enquiries/customers/${customerId}`);
  await expect(page).toHaveURL(ACCOUNT_VIEW, NAVIGATION);

  // Property view: accounts at the property link to the customer.
  await page.goto(customerUrl);
  await page.getByRole('link', { name: 'Open the property' }).click();
  await expect(page).toHaveURL(/\/enquiries\/properties\/[\w-]+$/, NAVIGATION);
  await page.getByTestId('enquiry-property-accounts').getByRole('link', { name: 'Maria Georgiou' }).click();
  await expect(page).toHaveURL(customerUrl, NAVIGATION);
});

test('staff sort, load more, export the result as CSV and filter by plot', async ({ page }) => {
  test.setTimeout(120_000);
  const keys = await mariaKeys();
  await signInByRequest(page, demoUsers.employee);

  // A broad search: more rows than one page.
  await page.goto('/enquiries?q=Street');
  const found = page.getByTestId('enquiry-found');
  await expect(found).toContainText(/accounts found/);
  const total = Number(/(\d+) accounts found/.exec((await found.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(50);
  await expect(found).toContainText(`50 of ${total} loaded`);

  // Sort by customer name: the header tells the order, rows follow it.
  await page.getByRole('button', { name: /^Customer/ }).click();
  await expect(page).toHaveURL(/sort=NAME/, NAVIGATION);
  await expect(page.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending');
  const nameCells = page.getByTestId('enquiry-results').locator('tbody tr[data-row-index] td:nth-child(2)');
  // The rows of the new order may arrive after the header changes: poll until they are sorted.
  await expect
    .poll(async () => {
      const names = await nameCells.allTextContents();
      return names.length > 5 && names.join('\n') === [...names].sort().join('\n');
    }, NAVIGATION)
    .toBe(true);
  await page.getByRole('button', { name: /^Customer/ }).click();
  await expect(page).toHaveURL(/sort=NAME&desc=1/, NAVIGATION);
  await expect(page.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'descending');

  // The user hides a column; the table and the export leave it out.
  await page.getByTestId('enquiry-columns').click();
  await page.getByRole('checkbox', { name: 'ID number' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'ID number' })).toHaveCount(0);
  // The menu folds to a rail of icons; its links keep their names.
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(page.getByTestId('main-nav-frame')).toHaveAttribute('data-rail', 'true');
  await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Enquiries' })).toBeVisible();

  // Export with 50 of the rows loaded: the export loads the rest and writes every account the filter
  // found, a UTF-8 file with a BOM, localized headers of the shown columns and one line per account.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('enquiry-export').click()]);
  const file = readFileSync((await download.path()) ?? '', 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  const lines = file.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Account key,Customer,Property,Address,Matched on');
  expect(lines).toHaveLength(total + 1);
  expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(total);
  expect(download.suggestedFilename()).toMatch(/^enquiry-\d{4}-\d{2}-\d{2}\.csv$/);

  // The export loaded every page, so the list shows them all and offers no more.
  await expect(found).not.toContainText(/ of \d+ loaded/);
  await expect(page.getByTestId('enquiry-more')).toHaveCount(0);

  // The back button returns to the previous order, with its own 50 rows: load more of them.
  await page.goBack();
  await expect(page).toHaveURL(/sort=NAME$/, NAVIGATION);
  await expect(found).toContainText(`50 of ${total} loaded`);
  await page.getByTestId('enquiry-more').click();
  // "N accounts found" shows before and after the next page arrives, so wait for the loaded count itself.
  if (total > 100) await expect(found).toContainText(`100 of ${total} loaded`);
  else await expect(found).not.toContainText(/ of \d+ loaded/);

  // Advanced filter by plot.
  await advancedSearch(page, 'Plot', keys.plot);
  await expect(page).toHaveURL(/plot=/, NAVIGATION);
  await expect(page.getByTestId('enquiry-results').getByRole('row').filter({ hasText: keys.accountKey })).toContainText('Plot');
  // The criterion in force is a chip; the folded menu and the column choice outlive the page.
  await expect(page.getByTestId('enquiry-form-chips')).toContainText(`Plot: ${keys.plot}`);
  await expect(page.getByTestId('main-nav-frame')).toHaveAttribute('data-rail', 'true');
  await expect(page.getByRole('columnheader', { name: 'ID number' })).toHaveCount(0);
  // A too short name is refused next to the field, and what was typed stays.
  await page.getByTestId('enquiry-form-more-panel').getByLabel('Name', { exact: true }).fill('Ma');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Enter at least 3 characters.')).toBeVisible();
  await expect(page.getByTestId('enquiry-form-more-panel').getByLabel('Name', { exact: true })).toHaveValue('Ma');
});

test('customers cannot reach enquiries, and the GraphQL field answers FORBIDDEN', async ({ page }) => {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/enquiries');
  await expect(page).toHaveURL(/\/userHome$/, NAVIGATION);
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: { query: '{ enquirySearch(filter: { name: "Georgiou" }) { totalCount } }' },
  });
  const body = (await answer.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('the field worker (capture and web map) has no enquiries: no menu item or search, the route and the field are refused', async ({ browser }) => {
  for (const language of ['en', 'ar'] as const) {
    const page = await signedInPage(browser, demoUsers.fieldWorker, language);
    const answer = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      data: { query: '{ enquirySearch(filter: { name: "Georgiou" }) { totalCount } }' },
    });
    const body = (await answer.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['narrow', NARROW]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/employeeHome');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('home-search')).toHaveCount(0);
      await expect(page.locator('a[href="/enquiries"]')).toHaveCount(0);
      await expect(page.getByRole('main').locator('a[href="/captureMeterReadings"]')).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await shot(page, SHOTS, `field-worker-home-${language}-${size}`);
    }
    await page.goto('/enquiries?text=Georgiou');
    await expect(page).toHaveURL(/\/employeeHome$/, NAVIGATION);
    await page.context().close();
  }
});

/** The header of the account's customer: the arrears in euros and the case at its stage. */
async function expectHeader(page: Page, debt: { accountKey: string; caseNumber: string; stage: string }): Promise<void> {
  await openAccount(page, debt.accountKey);
  const overview = page.getByTestId('customer-overview');
  await expect(overview.getByTestId('overview-arrears')).toContainText('€');
  const stage = debt.stage.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  await expect(overview.getByTestId('overview-debt-case').filter({ hasText: debt.caseNumber })).toHaveAttribute('data-stage', stage);
}

test('screenshots of the enquiry screens in en and ar, desktop and narrow', async ({ browser }) => {
  test.setTimeout(240_000);
  const keys = await mariaKeys();
  const debt = await furthestOpenCase();
  for (const language of ['en', 'ar'] as const) {
    const page = await signedInPage(browser, demoUsers.employee, language);
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['narrow', NARROW]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/enquiries');
      await expect(page.getByTestId('enquiry-form')).toBeVisible();
      await shoot(page, `search-empty-${language}-${size}`);
      await page.goto('/enquiries?q=Street&sort=NAME');
      await expect(page.getByTestId('enquiry-results')).toBeVisible();
      await shoot(page, `search-results-${language}-${size}`);
      await page.goto(`/enquiries?serialNumber=${encodeURIComponent(keys.serialNo)}`);
      await page.getByTestId('enquiry-results').getByRole('link').first().click();
      await expect(page.getByTestId('enquiry-customer')).toBeVisible();
      await shoot(page, `customer-${language}-${size}`);
      await page.getByTestId('enquiry-meter').getByRole('link').first().click();
      await expect(page.getByTestId('enquiry-meter-view')).toBeVisible();
      await shoot(page, `meter-${language}-${size}`);
      await page.getByTestId('enquiry-meter-view').getByRole('link').nth(2).click();
      await expect(page.getByTestId('enquiry-property-view')).toBeVisible();
      await shoot(page, `property-${language}-${size}`);
      await page.getByTestId('enquiry-connection').getByRole('link').first().click();
      await expect(page.getByTestId('enquiry-connection-view')).toBeVisible();
      await shoot(page, `connection-${language}-${size}`);
      await expectHeader(page, debt);
      await shot(page.getByTestId('customer-overview'), SHOTS, `customer-header-${language}-${size}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  }
});

/** The open debt case furthest in collection (a disconnected supply first), as the utility has it now. */
async function furthestOpenCase(): Promise<{ accountKey: string; caseNumber: string; stage: string }> {
  const staff = await utilityApiSession(demoUsers.employee);
  const cases = await staff<{ items: Array<{ accountKey: string; caseNumber: string; stage: string }> }>('/DebtCase/GetList', { Statuses: ['open'], Options: { PageSize: 100, Page: 1, Total: 0 } });
  const rank = ['legal', 'disconnected', 'disconnectionWarning', 'finalNotice', 'reminder'];
  const [furthest] = [...cases.items].sort((a, b) => rank.indexOf(a.stage) - rank.indexOf(b.stage));
  if (!furthest) throw new Error('the demo data has an open debt case');
  return furthest;
}

async function openAccount(page: Page, accountKey: string): Promise<void> {
  await page.goto(`/enquiries?accountKey=${encodeURIComponent(accountKey)}`);
  await page.getByTestId('enquiry-results').getByRole('link').first().click();
  await expect(page).toHaveURL(ACCOUNT_VIEW, NAVIGATION);
}

test("the customer 360° header: balance and arrears, open debt cases by stage and open alerts, each leading to where to act", async ({ browser }) => {
  test.setTimeout(120_000);
  const debt = await furthestOpenCase();
  const andreas = await utilityApiSession(demoUsers.customerByMobile);
  const [home] = (await andreas<{ items: Array<{ accountId: number; accountKey: string }> }>('/Account/GetItems')).items;
  if (!home) throw new Error('Andreas has an account');
  // Another spec may have dismissed Andreas's alerts in this portal: the header shows what is open now.
  const staffApi = await utilityApiSession(demoUsers.employee);
  const openAlerts = (await staffApi<{ total: number }>('/ConsumptionAlert/GetItems', { AccountId: home.accountId, Status: 'open' })).total;

  const page = await signedInPage(browser, demoUsers.employee, 'en');
  await expectHeader(page, debt);
  await page.getByTestId('overview-debt-case').filter({ hasText: debt.caseNumber }).getByRole('link', { name: debt.caseNumber }).click();
  await expect(page).toHaveURL(/\/dm\/[\w-]+$/, NAVIGATION);
  await openAccount(page, home.accountKey);
  const alerts = page.getByTestId('overview-alert');
  await expect(alerts).toHaveCount(openAlerts);
  if (openAlerts > 0) {
    await alerts.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/readings$/, NAVIGATION);
  } else {
    await expect(page.getByTestId('overview-alerts')).toContainText('No open alert.');
  }
  await page.context().close();
});
