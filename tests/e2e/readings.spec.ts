import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { demoUsers, expect, settingsControl, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('readings');
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Maria's main meter and its latest reading, straight from the utility API. */
async function mariasMainMeter(): Promise<{ meterRef: string; latest: number }> {
  const post = await utilityApiSession(demoUsers.customerByEmail);
  const accounts = await post<{ items: Array<{ accountId: number; isSelected: boolean }> }>('/Account/GetItems', {});
  const accountId = accounts.items.find((item) => item.isSelected)?.accountId;
  const meters = await post<{ items: Array<{ meterId: number; meterRef: string }> }>('/Meter/GetItems', { AccountId: accountId });
  const meter = meters.items[0];
  const loaded = await post<{ latestReading: { reading: number } }>('/Meter/GetItem', { Value: meter?.meterId });
  return { meterRef: meter?.meterRef ?? '', latest: loaded.latestReading.reading };
}

async function switchToArabic(page: Page): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.afterEach(async () => {
  await settingsControl.reset();
});

test('maria submits a reading: below the previous one is refused unless the meter clocked over', async ({ page }) => {
  await settingsControl.utility({ customerMeterReadings: true });
  const { latest } = await mariasMainMeter();
  const below = latest - 1;
  const grouped = (value: number) => new Intl.NumberFormat('en').format(value);

  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/app/readings');
  await expect(page.getByRole('heading', { level: 1, name: 'Meter readings' })).toBeVisible();
  await expect(page.getByTestId('reading-history').locator('tbody tr')).toHaveCount(12);
  await expect(page.getByTestId('consumption-bars').locator('rect')).toHaveCount(24);
  await shot(page, SHOTS, 'readings-en');

  await page.getByRole('button', { name: 'Submit a reading' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('previous-reading')).toHaveText(`Previous reading: ${grouped(latest)} m³`);
  const reading = dialog.getByLabel('Current reading (m³)');
  await reading.fill(String(below));
  await dialog.getByRole('button', { name: 'Send reading' }).click();
  await expect(reading).toHaveAccessibleDescription(`The reading cannot be less than the previous reading (${grouped(latest)}) unless the meter clocked over.`);
  await expect(reading).toHaveValue(String(below));
  await shot(page, SHOTS, 'submit-refused-en', { fullPage: false });

  await dialog.getByLabel(/The meter clocked over/).check();
  await dialog.getByLabel('Photo of the meter (optional, JPG or PNG, up to 4 MB)').setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send reading' }).click();
  await expect(page.getByText('Thank you, your reading was received.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const newest = page.getByTestId('reading-history').locator('tbody tr').first();
  await expect(newest).toContainText('Customer');
  await expect(newest).toContainText(grouped(below));
  await expect(newest).toContainText(`${grouped(100_000 - 1)} m³`);
  await expect(newest).toContainText('Yes');
  const photoLink = newest.getByRole('link', { name: /^Photo of / });
  expect((await page.request.get((await photoLink.getAttribute('href')) ?? '')).headers()['content-type']).toBe('image/png');
  await expect(page.getByTestId('latest-reading-value')).toContainText(grouped(below));

  await switchToArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'قراءات العدادات' })).toBeVisible();
  await shot(page, SHOTS, 'readings-ar');
});

test('maria imports a half-hour sheet: the bad row is reported and the good rows are imported', async ({ page }, testInfo) => {
  await settingsControl.utility({ emmHalfHourConsumptions: true });
  const { meterRef } = await mariasMainMeter();
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/halfHourEstimatedConsumption');
  await expect(page.getByRole('heading', { level: 1, name: 'Half-hour estimated consumption' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to import your estimates' }).getByRole('listitem')).toHaveCount(5);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the template (.xlsx)' }).click();
  const template = await (await downloading).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Meter reference', 'Date (DD/MM/YYYY)', 'Half-hour period (1-48)', 'Estimated consumption']);
  sheet?.addRow([meterRef, '03/02/2025', 1, 0.42]);
  sheet?.addRow([meterRef, '03/02/2025', 2, 0.38]);
  sheet?.addRow([meterRef, '03/02/2025', 60, 0.5]);
  const filled = testInfo.outputPath('half-hour-filled.xlsx');
  await workbook.xlsx.writeFile(filled);

  await page.getByLabel('Filled template (.xlsx, up to 4 MB)').setInputFiles(filled);
  await page.getByRole('button', { name: 'Upload and import' }).click();
  const report = page.getByTestId('import-report');
  await expect(report.getByRole('status')).toHaveText('2 rows imported. 1 row rejected.');
  const problem = report.locator('tbody tr');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('4');
  await expect(problem).toContainText('Period');
  await expect(problem).toContainText('The period must be a whole number from 1 to 48');
  await expect(page.getByTestId('half-hour-records').locator('tbody tr')).toHaveCount(2);
  await shot(page, SHOTS, 'halfHour-en');

  await switchToArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'الاستهلاك التقديري لكل نصف ساعة' })).toBeVisible();
  await shot(page, SHOTS, 'halfHour-ar');
});
