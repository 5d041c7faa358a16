import type { Page } from '@playwright/test';
import { demoUsers, expect as baseExpect, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

/** Route loaders fetch before a screen shows; other suites share the machine, so waits are generous. */
const expect = baseExpect.configure({ timeout: 20_000 });

// Logs and samples (issue #9, 002 §2 logs, samples and sample, §5 a log value beyond its range needs forced
// confirmation): a value out of range is only saved after confirming, and a sample gets its results.

const SHOTS = shotsDir('measurements');
const NAVIGATION = { timeout: 20_000 };

interface LogPoint {
  logPointId: number;
  elementId: number;
  parameter: string;
  minimum: number;
  maximum: number;
  decimals: number;
}
interface LogEntry {
  value: number;
  outOfRange: boolean;
  confirmed: boolean;
}

/** A reservoir's level point (the reservoir is its own station) and the reservoir's code. */
async function reservoirLevel(): Promise<{ point: LogPoint; code: string }> {
  const api = await utilityApiSession(demoUsers.employee);
  const { items } = await api<{ items: LogPoint[] }>('/LogPoint/GetList', { Parameter: 'reservoirLevel' });
  const point = items[0];
  if (!point) throw new Error('no reservoir level point');
  const elements = await api<{ items: Array<{ code: string }> }>('/Element/GetItems', { Ids: [point.elementId] });
  return { point, code: elements.items[0]?.code ?? '' };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo's first sampling point: its element's code and its name. */
async function firstSamplingPoint(): Promise<{ code: string; name: string }> {
  const api = await utilityApiSession(demoUsers.employee);
  const { items } = await api<{ items: Array<{ name: string; element: { code: string } }> }>('/SamplingPoint/GetList', { Options: { PageSize: 1 } });
  const point = items[0];
  if (!point) throw new Error('no sampling point');
  return { code: point.element.code, name: point.name };
}

async function openStation(page: Page, code: string) {
  await page.goto(`/logs?q=${encodeURIComponent(code)}`);
  await page.getByTestId('log-stations').getByRole('link', { name: new RegExp(code) }).click();
  await expect(page.getByTestId('log-entry-form')).toBeVisible();
}

test('an out-of-range log value needs confirmation: cancel keeps it, confirm saves it flagged', async ({ page }) => {
  const { point, code } = await reservoirLevel();
  await signInByRequest(page, demoUsers.employee);
  await openStation(page, code);
  const row = page.getByTestId('log-point').filter({ hasText: 'Reservoir level' }).first();
  const input = row.getByTestId('log-value');
  const high = (point.maximum + 1).toFixed(point.decimals);
  await input.fill(high);
  await page.getByTestId('log-save').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Value outside the range' })).toBeVisible();
  await expect(dialog.getByTestId('log-confirm-ranges')).toContainText(`${point.minimum} to ${point.maximum} m`);
  await dialog.getByRole('button', { name: 'Cancel and check' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(input).toHaveValue(high);

  const api = await utilityApiSession(demoUsers.employee);
  const before = await api<{ total: number }>('/LogEntry/GetList', { LogPointId: point.logPointId });
  await page.getByTestId('log-save').click();
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByText('Values saved: 1')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(input).toHaveValue('');

  await row.getByTestId('log-history-toggle').click();
  const history = row.getByTestId('log-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Out of range, confirmed');
  await expect(history.getByRole('row').nth(1)).toContainText(high);
  const after = await api<{ total: number; items: LogEntry[] }>('/LogEntry/GetList', { LogPointId: point.logPointId });
  expect(after.total).toBe(before.total + 1);
  expect(after.items[0]).toMatchObject({ value: Number(high), outOfRange: true, confirmed: true });
});

test('a sample is created and its qualitative results entered', async ({ page }) => {
  await signInByRequest(page, demoUsers.employee);
  await page.goto('/samples');
  await expect(page.getByTestId('samples-table')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Sampling point' });
  await page.getByTestId('new-sample-submit').click();
  await expect(page.getByText('Choose where the sample was taken.')).toBeVisible();
  // The picker offers the first few matches of what is typed, not every point of the utility.
  const { code, name } = await firstSamplingPoint();
  const label = new RegExp(`^${escapeRegExp(`${code} · ${name}`)} `);
  await picker.fill(code.toLowerCase());
  await page.getByRole('option', { name: label }).click();
  await expect(picker).toHaveValue(label);
  await page.getByTestId('new-sample-submit').click();
  await expect(page).toHaveURL(/\/samples\/[^/?]+$/, NAVIGATION);
  await expect(page.getByText(/Sample S-\d{4}-\d{5} created/)).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const number = title.replace('Sample ', '').trim();

  await page.getByTestId('sample-appearance').selectOption('CLEAR');
  await page.getByTestId('sample-odour').selectOption('CHLORINE');
  await page.getByTestId('sample-taste').selectOption('ACCEPTABLE');
  await page.getByTestId('sample-colour').selectOption('ACCEPTABLE');
  await page.getByTestId('sample-status').selectOption('RESULTS_ENTERED');
  await page.getByTestId('sample-lab').fill('LAB-E2E-1');
  await page.getByTestId('sample-save').click();
  // Results entered without an overall result: refused beside the field, nothing lost.
  await expect(page.getByText('Choose the overall result before marking the results as entered.')).toBeVisible();
  await expect(page.getByTestId('sample-lab')).toHaveValue('LAB-E2E-1');
  await page.getByTestId('sample-result').selectOption('PASS');
  await page.getByTestId('sample-save').click();
  await expect(page.getByText(`Sample ${number} saved.`)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('sample-result')).toHaveValue('PASS');
  await expect(page.getByTestId('sample-odour')).toHaveValue('CHLORINE');
  await expect(page.getByTestId('sample-point')).toHaveValue(label);
  await page.goto(`/samples?status=RESULTS_ENTERED&q=${number}`);
  await expect(page.getByTestId('samples-table')).toContainText(number);
  await expect(page.getByTestId('samples-table')).toContainText('Pass');
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of logs and samples, ${language}, 1280 and 390 px`, async ({ page, baseURL }) => {
    // Both widths in one signed-in page, which a machine busy with other work takes its time over.
    test.setTimeout(60_000);
    const { code } = await reservoirLevel();
    await signInByRequest(page, demoUsers.employee, language);
    // The client keeps the chosen language in local storage, the gateway reads the `lang` cookie.
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openStation(page, code);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const row = page.getByTestId('log-point').first();
      await row.getByTestId('log-history-toggle').click();
      await expect(row.getByTestId('log-history')).toBeVisible();
      await shot(page, SHOTS, `logs-${language}-${width}`);
      await row.getByTestId('log-value').fill('999');
      await page.getByTestId('log-save').click();
      await expect(page.getByRole('dialog').getByTestId('confirm-action')).toBeVisible();
      await shot(page, SHOTS, `logs-confirm-${language}-${width}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.goto('/samples');
      await expect(page.getByTestId('samples-table')).toBeVisible();
      await shot(page, SHOTS, `samples-${language}-${width}`);
      await page.getByTestId('new-sample-point').click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await shot(page, SHOTS, `samples-picker-${language}-${width}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByTestId('samples-table').getByRole('link').first().click();
      await expect(page.getByTestId('sample-form')).toBeVisible();
      await shot(page, SHOTS, `sample-${language}-${width}`);
    }
  });
}
