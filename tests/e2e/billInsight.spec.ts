import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// /financial: "Why is my bill different?" — the latest bill against the previous one and the same period
// last year (the demo tariff rose six months before seeding, utility-api seed/tariffs.ts), and the forecast
// of the next bill from Maria's readings of the seeding day (utility-api seed/openPeriodReadings.ts).

const SHOTS = shotsDir('billInsight');

/** "+12.76 €", "-3.10 €", "0.00 €" in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.+-]/g, '')) * 100);

async function openFinancial(page: Page): Promise<void> {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/financial');
}

test('Maria sees why her bill changed, part by part, and what her next bill will probably be', async ({ page }) => {
  await openFinancial(page);
  const panel = page.getByTestId('bill-insight');
  await expect(panel.getByRole('heading', { level: 2, name: 'Why is my bill different?' })).toBeVisible();

  const previous = panel.getByTestId('comparison-PREVIOUS_BILL');
  await expect(previous.getByRole('heading', { name: 'Against your previous bill' })).toBeVisible();
  await expect(previous.getByRole('cell', { name: 'Same prices as then.' })).toBeVisible();

  const lastYear = panel.getByTestId('comparison-SAME_PERIOD_LAST_YEAR');
  await expect(lastYear.getByRole('cell', { name: 'Price per m³: 1.35 € (then 1.22 €).' })).toBeVisible();
  for (const comparison of [previous, lastYear]) {
    const table = comparison.getByRole('table');
    const parts = await table.locator('tbody td:nth-child(2)').allInnerTexts();
    expect(parts).toHaveLength(3);
    const total = await table.locator('tfoot td').first().innerText();
    expect(parts.reduce((sum, part) => sum + cents(part), 0)).toBe(cents(total));
  }

  const forecast = panel.getByTestId('bill-forecast');
  await expect(forecast.getByRole('heading', { name: /^Your next bill/ })).toBeVisible();
  await expect(forecast).toContainText(/It will probably be about \d+\.\d{2} €, most likely between \d+\.\d{2} € and \d+\.\d{2} €\./);
  await expect(forecast.getByTestId('forecast-explanation')).toContainText('Your readings up to');
  await expect(forecast.getByTestId('forecast-explanation')).toContainText('of your last 6 bills');
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the bill comparison and forecast in ${language} at 1280 and 390 px`, async ({ page }) => {
    await openFinancial(page);
    // Signed in (the login page speaks English in the fixtures), then the screen in the language.
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await page.goto('/financial');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const panel = page.getByTestId('bill-insight');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(panel.getByTestId('bill-forecast')).toBeVisible();
      await expect(panel.getByTestId('comparison-SAME_PERIOD_LAST_YEAR')).toBeVisible();
      // Nothing of the panel reaches past the window at either width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await panel.scrollIntoViewIfNeeded();
      await shot(panel, SHOTS, `bill-insight-${language}-${width}`);
      await shot(page, SHOTS, `financial-${language}-${width}`);
    }
  });
}
