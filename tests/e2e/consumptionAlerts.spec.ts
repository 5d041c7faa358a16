import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// Leak and high-usage alerts of Andreas's account (he signs in by mobile number): two weeks of half hours on his
// meter whose last nights never drop to zero, and his latest reading far above earlier years
// (utility-api seed/consumptionAlerts.ts). The screenshots come first: the flow then closes both alerts.
test.describe.configure({ mode: 'serial' });

const SHOTS = shotsDir('consumptionAlerts');

async function openHome(page: Page, language: 'en' | 'ar' = 'en'): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInByRequest(page, demoUsers.customerByMobile, language);
  await page.goto('/userHome');
  await expect(page).toHaveURL(/\/userHome$/);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the alerts card and the leak's evidence in ${language} at 1280 and 390 px`, async ({ page }) => {
    await openHome(page, language);
    const card = page.getByTestId('consumption-alerts-card');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(card.getByTestId('alert-LEAK')).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await shot(card, SHOTS, `home-card-${language}-${width}`);
    }
    await card.getByTestId('alert-LEAK').getByRole('link').click();
    await expect(page.getByTestId('alert-evidence-table')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('chart-threshold')).toBeAttached();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, SHOTS, `alert-detail-${language}-${width}`);
    }
  });
}

test('Andreas sees the leak on his home screen, reads its evidence, asks for a visit and dismisses the other alert', async ({ page }) => {
  await openHome(page);
  const card = page.getByTestId('consumption-alerts-card');
  await expect(card.getByRole('heading', { name: 'Alerts about your water use' })).toBeVisible();
  const leak = card.getByTestId('alert-LEAK');
  await expect(leak).toContainText('Water kept flowing through every night');
  await expect(card.getByTestId('alert-HIGH_USAGE')).toBeVisible();

  await leak.getByRole('link', { name: 'Likely leak: see the evidence' }).click();
  await expect(page).toHaveURL(/\/app\/alerts\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Likely leak' })).toBeVisible();
  await expect(page.getByTestId('consumption-bars')).toBeVisible();
  const table = page.getByRole('table', { name: /Smallest half hour of each night/ });
  await expect(table.locator('tbody tr')).toHaveCount(14);
  await expect(table.getByRole('cell', { name: 'Yes' })).toHaveCount(5);

  await page.getByRole('button', { name: 'Ask for a visit' }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('alert-outcome')).toContainText('You asked for a visit.');
  const link = page.getByRole('link', { name: /^Open your application: \W?Likely leak – meter M\d+/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/app\/11\/\d+$/);
  await page.goto('/apps');
  await expect(page.locator(`a[href="${href}"]`)).toBeVisible();

  await page.goto('/userHome');
  await expect(card.getByTestId('alert-LEAK')).toHaveCount(0);
  await card.getByTestId('alert-HIGH_USAGE').getByRole('link').click();
  await expect(page.getByRole('table', { name: /Use in the same 30 days of each year/ })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('alert-outcome')).toContainText('You dismissed this alert.');
  await page.getByRole('link', { name: 'Back to the home screen' }).click();
  await expect(page).toHaveURL(/\/userHome$/);
  await expect(page.getByTestId('consumption-alerts-card')).toHaveCount(0);
});
