import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// /financial (000 §2): balance, bills with PDFs, statement by date range (002 §9 presets), payments.

const SHOTS = shotsDir('billing');

const pad = (value: number) => String(value).padStart(2, '0');
const typed = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

async function openFinancial(page: Page, path = '/financial'): Promise<void> {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial' })).toBeVisible();
}

test('Maria sees her balance and bills, loads more and downloads a bill as PDF', async ({ page }) => {
  await openFinancial(page);
  await expect(page.getByTestId('financial-account')).toContainText('Account');
  await expect(page.getByRole('link', { name: /Change account/ })).toHaveAttribute('href', '/account');
  await expect(page.getByTestId('balance-summary')).toContainText('€');
  const rows = page.getByTestId('bills-table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('24 bills')).toBeVisible();
  await shot(page, SHOTS, 'financial-bills-en');

  const firstNumber = (await rows.first().locator('td').first().innerText()).trim();
  expect(firstNumber).toMatch(/^\d{15}$/);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('bills-table').getByRole('link', { name: `Download bill ${firstNumber} as PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`bill-${firstNumber}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(20);
});

test('the statement follows the chosen preset, keeps it over a reload, and checks a custom range', async ({ page }) => {
  await openFinancial(page);
  await page.getByRole('tab', { name: 'Statement' }).click();
  await expect(page).toHaveURL(/tab=statement/);
  const today = new Date();
  const previousFrom = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const previousTo = new Date(today.getFullYear(), today.getMonth(), 0);

  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Previous month' });
  await expect(page).toHaveURL(/range=previousMonth/);
  const summary = page.getByTestId('statement-summary');
  await expect(summary).toContainText(`from ${typed(previousFrom)} to ${typed(previousTo)}`);
  const lines = page.getByTestId('statement-table').locator('tbody tr');
  // Every account is billed once a month on its billing group's day, so the previous month holds that bill.
  await expect(lines.filter({ hasText: 'Bill' }).first()).toBeVisible();
  for (const date of await lines.locator('td:first-child').allInnerTexts()) {
    expect(date.trim().slice(3)).toBe(typed(previousFrom).slice(3));
  }
  await shot(page, SHOTS, 'financial-statement-en');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Statement', selected: true })).toBeVisible();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('previousMonth');
  await expect(summary).toContainText(`from ${typed(previousFrom)} to ${typed(previousTo)}`);

  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 12 months' });
  await expect(summary).toContainText(`to ${typed(today)}`);
  expect(await lines.count()).toBeGreaterThan(10);

  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Custom period' });
  const from = page.getByLabel('From');
  const to = page.getByLabel('To', { exact: true });
  await from.fill('31/03/2026');
  await to.fill('01/03/2026');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveValue('31/03/2026');
  await expect(to).toHaveValue('01/03/2026');
  await expect(page).not.toHaveURL(/range=custom/);
  await shot(page, SHOTS, 'financial-custom-error-en');

  await to.fill('31/05/2026');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/range=custom&from=2026-03-31&to=2026-05-31/);
  await expect(summary).toContainText('from 31/03/2026 to 31/05/2026');
});

test('payments list Completed and Pending records; narrow screens stack the tables', async ({ page }) => {
  await openFinancial(page, '/financial?tab=payments');
  const payments = page.getByTestId('payments-table').locator('tbody tr');
  await expect(payments.first()).toBeVisible();
  await expect(page.getByTestId('payments-table')).toContainText('Completed');
  await shot(page, SHOTS, 'financial-payments-en');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Bills' }).click();
  const table = page.getByTestId('bills-table');
  await expect(table.locator('thead')).not.toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, SHOTS, 'financial-narrow-en');
});

test('the financial screen in Arabic renders right to left', async ({ page }) => {
  await openFinancial(page);
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المالية' })).toBeVisible();
  await expect(page.getByTestId('bills-table').locator('tbody tr')).toHaveCount(10);
  // The shell's loader (000 §9 dots) shows while the language switch reloads texts.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await shot(page, SHOTS, 'financial-bills-ar');
  await page.getByRole('tab', { name: 'كشف الحساب' }).click();
  await expect(page.getByTestId('statement-summary')).toBeVisible();
  await shot(page, SHOTS, 'financial-statement-ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, SHOTS, 'financial-statement-narrow-ar');
});
