import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';
import { typeAndPick } from '../support/combobox.ts';

// Recording new investigations and problem logs, and filtering their tabs (002 §2 investigations and problem logs;
// §8 refused input keeps what was typed): staff log a problem missing its description (error beside the field,
// nothing lost), complete it, find it with the filters (kept in the URL), raise a job card from it, and record an
// investigation.

const SHOTS = shotsDir('maintenance');
const NARROW = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  await shot(page, SHOTS, name);
}

/** Signs staff in (in English); the caller opens the first page. */
async function signInStaff(page: Page): Promise<void> {
  await signInByRequest(page, demoUsers.employee);
}

/**
 * Finds the first station by typing its code and, once its elements arrive, chooses the element at `index` (1 is the
 * first after the prompt). Answers the station's label ("code · name") and the element's id.
 */
async function chooseStationAndElement(page: Page, prefix: string, index = 1): Promise<{ station: string; element: string }> {
  const station = await typeAndPick(page.getByTestId(`${prefix}-station`), 1);
  const element = page.getByTestId(`${prefix}-element`);
  await expect(element).toBeEnabled();
  await expect(element.locator('option')).not.toHaveCount(1);
  await element.selectOption({ index });
  return { station, element: await element.inputValue() };
}

test('staff log a problem, find it with the filters and raise a job card from it', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/jobCards?tab=problemLogs');
  await expect(page.getByTestId('problemlogs-table')).toBeVisible();
  await page.getByTestId('new-problemlog').click();
  await expect(page).toHaveURL(/\/problemLogs\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New problem log');

  // No description: refused beside it, and every choice stays.
  const { station, element } = await chooseStationAndElement(page, 'problemlog', 2);
  await page.getByTestId('problemlog-type').selectOption({ index: 1 });
  const problemType = await page.getByTestId('problemlog-type').inputValue();
  await page.getByTestId('problemlog-priority').selectOption('HIGH');
  await page.getByTestId('problemlog-save').click();
  const description = page.getByTestId('problemlog-description');
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('problemlog-form').getByText('Mandatory field')).toBeVisible();
  await expect(description).toHaveAccessibleDescription('Mandatory field');
  await expect(page).toHaveURL(/\/problemLogs\/new$/);
  await expect(page.getByTestId('problemlog-station')).toHaveValue(station);
  await expect(page.getByTestId('problemlog-element')).toHaveValue(element);
  await expect(page.getByTestId('problemlog-type')).toHaveValue(problemType);
  await expect(page.getByTestId('problemlog-priority')).toHaveValue('HIGH');
  await shoot(page, 'newProblemLog-error-en');

  const text = `E2E seal leak ${Date.now()}`;
  await description.fill(text);
  await page.getByTestId('problemlog-save').click();
  await expect(page).toHaveURL(/\/problemLogs\/\d+$/);
  await expect(page.getByText('Problem log recorded')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Problem log PL-\d{6}$/);
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Problem log ', '');
  const logId = /\/problemLogs\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByTestId('problemlog-description')).toHaveValue(text);
  await expect(page.getByTestId('problemlog-element')).toHaveValue(element);
  await expect(page.getByTestId('problemlog-priority')).toHaveValue('HIGH');

  // Filters: status, station, element and text, kept in the URL.
  await page.getByRole('link', { name: 'Back to job cards' }).click();
  await expect(page).toHaveURL(/\/jobCards\?tab=problemLogs$/);
  const filters = page.getByTestId('problemLogs-filters');
  await filters.getByTestId('filter-status').selectOption('OPEN');
  await filters.getByTestId('filter-station').selectOption({ label: station });
  await expect(filters.getByTestId('filter-element')).toBeEnabled();
  await filters.getByTestId('filter-element').selectOption(element);
  await filters.getByTestId('filter-text').fill(text);
  await filters.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/tab=problemLogs&status=OPEN&station=[^&]+&element=[^&]+&text=E2E/);
  const table = page.getByTestId('problemlogs-table');
  await expect(table.getByTestId('problemlog-link')).toHaveText([number]);
  await expect(page.getByText('1 problem log', { exact: true })).toBeVisible();
  await shoot(page, 'problemLogsFiltered-en');

  // A reload keeps the filters; a closed-only filter finds nothing and says so.
  await page.reload();
  await expect(page.getByTestId('problemLogs-filters').getByTestId('filter-text')).toHaveValue(text);
  await expect(page.getByTestId('problemlogs-table').getByTestId('problemlog-link')).toHaveText([number]);
  await page.getByTestId('problemLogs-filters').getByTestId('filter-status').selectOption('CLOSED');
  await page.getByTestId('problemLogs-filters').getByTestId('filter-apply').click();
  await expect(page.getByTestId('problemLogs-empty')).toContainText('No problem log matches these filters.');
  await expect(page.getByTestId('problemlogs-table')).toHaveCount(0);

  // The job card tab is not filtered by the problem log filters.
  await page.getByTestId('tab-jobCards').click();
  await expect(page).toHaveURL(/\/jobCards\?tab=jobCards$/);
  await expect(page.getByTestId('jobcards-table')).toBeVisible();

  await page.goto(`/problemLogs/${logId}`);
  await page.getByTestId('raise-jobcard').click();
  await expect(page).toHaveURL(/\/jobCards\/\d+$/);
  // Exact: the problem log's "No job card raised yet." may still be on screen while the job card loads.
  await expect(page.getByText('Job card raised', { exact: true })).toBeVisible();
  await expect(page.getByTestId('origin-link')).toHaveText(`Problem log #${logId}`);
  await page.getByTestId('origin-link').click();
  await expect(page.getByTestId('raised-jobcards')).toBeVisible();
});

test('staff record an investigation and find it by station and text', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/jobCards?tab=investigations');
  await page.getByTestId('new-investigation').click();
  await expect(page).toHaveURL(/\/investigations\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New investigation');

  // Location and complain type missing: both refused beside their fields; the findings typed stay.
  const { station } = await chooseStationAndElement(page, 'investigation');
  await page.getByTestId('investigation-findings').fill('Water seen at the kerb');
  await page.getByTestId('investigation-save').click();
  await expect(page.getByTestId('investigation-location')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('investigation-location')).toHaveAccessibleDescription('Mandatory field');
  await expect(page.getByTestId('investigation-complain')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('investigation-findings')).toHaveValue('Water seen at the kerb');
  await expect(page.getByTestId('investigation-station')).toHaveValue(station);

  const location = `E2E ${Date.now()} Makariou Avenue`;
  await page.getByTestId('investigation-location').fill(location);
  await page.getByTestId('investigation-complain').selectOption({ index: 1 });
  await page.getByTestId('investigation-save').click();
  await expect(page).toHaveURL(/\/investigations\/\d+$/);
  await expect(page.getByText('Investigation recorded')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Investigation INV-\d{6}$/);
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Investigation ', '');
  await expect(page.getByTestId('investigation-location')).toHaveValue(location);

  // Changing it keeps it on its screen.
  await page.getByTestId('investigation-findings').fill('Water seen at the kerb; valve chamber flooded');
  await page.getByTestId('investigation-save').click();
  await expect(page.getByText('Investigation saved')).toBeVisible();

  await page.goto(`/jobCards?tab=investigations&text=${encodeURIComponent(location)}`);
  await page.getByTestId('investigations-filters').getByTestId('filter-station').selectOption({ label: station });
  await page.getByTestId('investigations-filters').getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/tab=investigations&station=[^&]+&text=E2E/);
  await expect(page.getByTestId('investigations-table').getByTestId('investigation-link')).toHaveText([number]);
  await expect(page.getByText('1 investigation', { exact: true })).toBeVisible();
  await page.getByTestId('investigations-filters').getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/jobCards\?tab=investigations$/);
  await expect(page.getByTestId('investigations-filters').getByTestId('filter-text')).toHaveValue('');
});

test('new records and filtered tabs in Arabic and at a narrow width', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  for (const language of ['ar', 'en']) {
    // The portal reads the language chosen from the browser's storage on load; the script added last runs last.
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    for (const size of [{ width: 1280, height: 900 }, NARROW]) {
      await page.setViewportSize(size);
      const suffix = `${language}${size.width === NARROW.width ? '-narrow' : ''}`;
      await page.goto('/jobCards?tab=problemLogs&status=OPEN');
      await expect(page.getByTestId('problemlogs-table')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await shoot(page, `problemLogsTab-${suffix}`);
      await page.goto('/jobCards?tab=investigations&text=zzzz-nothing');
      await expect(page.getByTestId('investigations-empty')).toBeVisible();
      await shoot(page, `investigationsTab-empty-${suffix}`);
      await page.goto('/problemLogs/new');
      await page.getByTestId('problemlog-save').click();
      await expect(page.getByTestId('problemlog-description')).toHaveAttribute('aria-invalid', 'true');
      await shoot(page, `newProblemLog-${suffix}`);
      await page.goto('/investigations/new');
      await expect(page.getByTestId('investigation-form')).toBeVisible();
      await shoot(page, `newInvestigation-${suffix}`);
    }
  }
});

test('staff sort the job cards, choose a page size and export every card found', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/jobCards');
  const table = page.getByTestId('jobcards-table');
  await expect(table).toBeVisible();
  const newest = await table.getByTestId('jobcard-link').first().innerText();
  // Oldest first by number, then the other way round; the sort lives in the URL and Back restores it.
  await page.getByTestId('jobcards-table-sort-number').click();
  await expect(page).toHaveURL(/\/jobCards\?sort=NUMBER$/);
  await expect(table.getByTestId('jobcard-link').first()).not.toHaveText(newest);
  await expect(table.getByRole('columnheader', { name: /Number/ })).toHaveAttribute('aria-sort', 'ascending');
  const oldest = await table.getByTestId('jobcard-link').first().innerText();
  await page.getByTestId('jobcards-table-sort-number').click();
  await expect(page).toHaveURL(/\/jobCards\?sort=NUMBER&desc=1$/);
  await page.goBack();
  await expect(table.getByRole('columnheader', { name: /Number/ })).toHaveAttribute('aria-sort', 'ascending');

  await page.getByLabel('Per page').selectOption('10');
  await expect(page).toHaveURL(/\/jobCards\?sort=NUMBER&size=10$/);
  await expect(table.getByTestId('jobcard-link')).toHaveCount(10);
  const found = Number((await page.getByTestId('jobcards-found').innerText()).replace(/\D/g, ''));
  expect(found).toBeGreaterThan(10);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('jobcards-table-export').click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  // The header, then one line a card: every card found, not only the ten on screen, oldest first.
  expect(lines).toHaveLength(found + 1);
  expect(lines[1]?.startsWith(`${oldest},`)).toBe(true);
});
