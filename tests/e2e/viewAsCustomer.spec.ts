import type { Page } from '@playwright/test';
import { expect as baseExpect, demoUsers, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

/** Route loaders fetch before a screen shows; other suites share the machine, so waits are generous. */
const expect = baseExpect.configure({ timeout: 20_000 });
const NAVIGATION = { timeout: 20_000 };
const SHOTS = shotsDir('viewAsCustomer');
const REASON = 'Customer on the phone about her last bill';

// Staff views of a customer's portal (docs/integrators.md "Staff views of a customer's portal"): an
// employee opens Maria's portal from the customer 360° view with a reason, sees the banner on every
// screen, is refused a change, ends the view; Maria then reads the view in her account area.

async function openMariaFromEnquiry(page: Page): Promise<void> {
  await page.goto(`/enquiries?email=${encodeURIComponent(demoUsers.customerByEmail)}`);
  const row = page.getByTestId('enquiry-results').getByRole('row').filter({ hasText: 'Maria Georgiou' }).first();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enquiries\/customers\//, NAVIGATION);
}

/** The top of the screen (the banner over the screen), once the accounts have loaded. */
async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('account-card').first()).toBeVisible();
  await shot(page, SHOTS, name, { fullPage: false });
}

/** Nothing the view adds (banner, audit table) may widen the page past a phone's screen: the table scrolls in its section. */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function shootAudit(page: Page, name: string): Promise<void> {
  await shot(page.getByTestId('view-audit'), SHOTS, name);
}

/** Maria's new water connection, her first application (utility-api seed/applications.ts). */
const MARIAS_CONNECTION = '/app/1/1';

async function expectReadOnlyScreens(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page.getByTestId('view-as-changes-off')).toHaveText('You are viewing as the customer: changes are off.');
  await expect(page.getByRole('button', { name: 'Switch to this account' }).first()).toBeDisabled();
  await page.goto('/app/readings');
  await expect(page.getByRole('button', { name: 'Submit a reading' })).toBeDisabled(NAVIGATION);
  await page.goto(MARIAS_CONNECTION);
  await expect(page.getByLabel('New message')).toBeDisabled(NAVIGATION);
  await expect(page.getByTestId('send-message')).toBeDisabled();
  await expect(page.getByTestId('messages-count')).toBeVisible();
  await page.goto('/billPayment');
  await expect(page.getByRole('button', { name: 'Pay bill' })).toBeDisabled(NAVIGATION);
  await page.goto('/account/notifications');
  const settings = page.getByTestId('notification-settings');
  await expect(settings.getByRole('radio').first()).toBeDisabled(NAVIGATION);
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.goto('/apply/waterExtraction');
  await expect(page.getByTestId('next-step').first()).toBeDisabled(NAVIGATION);
  await expect(page.getByRole('textbox').first()).toBeDisabled();
}

test('staff view a customer portal read-only from the enquiry, and the customer reads it in their account', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInByRequest(page, demoUsers.employee);
  await openMariaFromEnquiry(page);

  await page.getByRole('button', { name: 'View as customer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Maria Georgiou');
  await expect(dialog.getByRole('button', { name: 'Open the view' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Open the view' }).click();

  // The customer's portal, with the banner on each screen.
  const banner = page.getByRole('region', { name: 'Staff view', exact: true });
  await expect(banner).toContainText('Viewing as Maria Georgiou', NAVIGATION);
  await expect(banner).toContainText('read only');
  await expect(banner.getByRole('timer')).toContainText(/1[45]:\d\d/);
  for (const path of ['/account', '/billing', '/userHome']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Staff view', exact: true })).toContainText('Maria Georgiou');
  }

  // Every change is visibly off, on every screen, with the reason in the banner; what only reads still works.
  await expectReadOnlyScreens(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Staff view', exact: true })).toBeVisible();
    await shoot(page, `banner-en-${width}`);
    await expectNoSideScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'End view' }).click();
  await expect(page).toHaveURL(/\/enquiries$/, NAVIGATION);
  await expect(page.getByRole('region', { name: 'Staff view', exact: true })).toHaveCount(0);

  // The customer sees who viewed the portal, and why.
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signInByRequest(customer, demoUsers.customerByEmail);
  await customer.goto('/account');
  const audit = customer.getByTestId('view-audit');
  await expect(audit.getByRole('heading', { name: 'Staff views of your account' })).toBeVisible();
  await expect(audit).toContainText('Katerina Ioannou');
  await expect(audit).toContainText(REASON);
  for (const width of [1280, 390]) {
    await customer.setViewportSize({ width, height: 900 });
    await customer.goto('/account');
    await expect(customer.getByTestId('view-audit')).toContainText(REASON);
    await shootAudit(customer, `audit-en-${width}`);
  }
  await context.close();
});

test('the banner and the audit list in Arabic, right to left', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByRequest(page, demoUsers.employee);
  await page.goto('/employeeHome');
  await expect(page).toHaveURL(/\/employeeHome$/, NAVIGATION);
  // The language is chosen before the view: changing it is one of the changes a view refuses.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await openMariaFromEnquiry(page);
  await page.getByTestId('view-as-customer').click();
  await page.getByTestId('view-as-reason').fill('سؤال عن الفاتورة');
  await page.getByTestId('confirm-action').click();
  const banner = page.getByTestId('view-as-banner');
  await expect(banner).toContainText('Maria Georgiou', NAVIGATION);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(page.getByTestId('view-audit')).toContainText('سؤال عن الفاتورة');
    await shoot(page, `banner-ar-${width}`);
    await shootAudit(page, `audit-ar-${width}`);
    await expectNoSideScroll(page);
  }
  await banner.getByRole('button').click();
  await expect(page).toHaveURL(/\/enquiries$/, NAVIGATION);
  await context.close();
});
