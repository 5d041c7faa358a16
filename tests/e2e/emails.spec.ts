import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, expect, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// /emails and /email/{id} (000 §2): the e-mails the utility sent to the customer.

const SHOTS = shotsDir('emails');

async function signInAsMaria(page: Page): Promise<void> {
  await signInByRequest(page, demoUsers.customerByEmail);
}

/** The global id of the newest e-mail of the customer behind `login`, as the gateway would give it. */
async function newestEmailIdOf(login: string): Promise<string> {
  const customer = await utilityApiSession(login);
  const { items } = await customer<{ items: Array<{ emailId: number }> }>('/Email/GetItems', {
    DateFrom: '2024-01-01',
    DateTo: '2026-12-31',
    Options: { PageSize: 1 },
  });
  return Buffer.from(`Email:${items[0]?.emailId}`).toString('base64url');
}

test('an invalid range shows the error beside the field and keeps the typed dates', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto('/emails');
  await expect(page.getByTestId('email-item').first()).toBeVisible();
  const from = page.getByLabel('From');
  const to = page.getByLabel('To');

  await from.fill('31/03/2025');
  await to.fill('01/01/2025');
  await page.getByRole('button', { name: 'Search' }).click();
  // The end before the start is the end date's error, as on the statement.
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveValue('31/03/2025');
  await expect(to).toHaveValue('01/01/2025');

  await to.fill('32/01/2025');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a valid date as DD/MM/YYYY.')).toBeVisible();
  await expect(to).toHaveValue('32/01/2025');
  await shot(page, SHOTS, 'emails-invalid-en');
});

test('a valid range lists the e-mails of those dates, and opening one shows it as read text', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto('/emails');
  await expect(page.getByTestId('email-item').first()).toBeVisible();
  await shot(page, SHOTS, 'emails-en');

  await page.getByLabel('From').fill('01/01/2025');
  await page.getByLabel('To').fill('31/03/2025');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('emails-found')).toHaveText(/^\d+ e-mails found$/);
  const items = page.getByTestId('email-item');
  await expect(items.first()).toContainText(/\/0[1-3]\/2025/);
  for (const date of await items.locator('time').allInnerTexts()) expect(date).toMatch(/^\d{2}\/0[1-3]\/2025$/);

  const subject = (await items.first().getByTestId('email-subject').innerText()).trim();
  await items.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByTestId('email-body')).toContainText('Dear customer');
  await shot(page, SHOTS, 'email-en');
});

test('opening an unread e-mail marks it read in the list', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto('/emails');
  const unread = page.getByTestId('email-item').filter({ hasText: 'Unread:' }).first();
  await expect(unread).toBeVisible();
  const href = await unread.getAttribute('href');
  await unread.click();
  await expect(page.getByTestId('email-body')).toBeVisible();
  await page.getByRole('link', { name: 'Back to e-mails' }).first().click();
  await expect(page.locator(`a[href="${href}"]`)).not.toContainText('Unread:');
});

test('maria cannot read another customer\'s e-mail by its global id', async ({ page }) => {
  const othersEmail = await newestEmailIdOf(demoUsers.customerByMobile);
  await signInAsMaria(page);
  await page.goto(`/email/${othersEmail}`);
  await expect(page.getByTestId('email-not-found')).toBeVisible();
  await expect(page.getByTestId('email-body')).toHaveCount(0);
});

test('the e-mail screens in Arabic render right to left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[autocomplete="username"]').fill(demoUsers.customerByEmail);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/userHome$/);
  await page.goto('/emails');
  await expect(page.getByTestId('email-item').first()).toBeVisible();
  await shot(page, SHOTS, 'emails-ar');
  await page.locator('input[name="from"]').fill('01/13/2025');
  await page.locator('form[role="search"] button[type="submit"]').click();
  await expect(page.getByText('أدخل تاريخًا صحيحًا بالصيغة DD/MM/YYYY.')).toBeVisible();
  await shot(page, SHOTS, 'emails-invalid-ar');
  await page.getByTestId('email-item').first().click();
  await expect(page.getByTestId('email-body')).toBeVisible();
  await shot(page, SHOTS, 'email-ar');
});
