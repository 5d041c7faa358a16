import type { Page } from '@playwright/test';
import { demoUsers, expect as baseExpect, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

/** Route loaders fetch before a screen shows; other suites share the machine, so waits are generous. */
const expect = baseExpect.configure({ timeout: 20_000 });

// Meter-reading capture (issue #9, 002 §2 captureMeterReadings and capture, §4 filter, §5 clock-over):
// staff capture a walk (a refused reading kept and corrected, a clock-over, filters, a photo); a field
// worker sees only capture and the web map, and captures his own walk.

const SHOTS = shotsDir('meterCapture');
const NAVIGATION = { timeout: 20_000 };
/** The smallest valid PNG: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Walk {
  book: string;
  walk: number;
  outstanding: number;
  completed: number;
}
interface Entry {
  meterRef: string;
  previousReading: number | null;
  dials: number;
}

/** The books screen's lists show this many walks, then more on demand (client/src/routes/meterCapture/walkSearch.ts). */
const WALKS_PAGE_SIZE = 12;

/** The viewer's walk with the most outstanding meters, those meters in sequence order, and how many walks are the viewer's. */
async function busiestWalk(login: string): Promise<{ walk: Walk; outstanding: Entry[]; mine: number }> {
  const api = await utilityApiSession(login);
  const books = await api<{ items: Array<{ walks: Walk[] }> }>('/MeterCapture/GetBooks', { AssignedToMe: true, Options: { PageSize: 100 } });
  const mine = books.items.flatMap((book) => book.walks);
  const [walk] = [...mine].sort((a, b) => b.outstanding - a.outstanding);
  if (!walk || walk.outstanding === 0) throw new Error(`${login} has no outstanding walk`);
  const entries = await api<{ items: Entry[] }>('/MeterCapture/GetWalk', { Book: walk.book, Walk: walk.walk, Filter: 2, Options: { PageSize: 100 } });
  return { walk, outstanding: entries.items, mine: mine.length };
}

const walkPath = (walk: Walk) => `/captureMeterReadings/${walk.book}/${walk.walk}`;
const form = (page: Page) => page.getByTestId('entry-form');
const readingInput = (page: Page) => form(page).locator('input[name="reading"]');

/** Opens the walk from "My walks", a screenful at a time: every one of the viewer's walks shown first. */
async function openWalk(page: Page, walk: Walk, mine: number): Promise<void> {
  await page.goto('/captureMeterReadings');
  await expect(page.getByRole('heading', { level: 1, name: 'Capture meter readings' })).toBeVisible();
  const myWalks = page.getByTestId('my-walks');
  for (let shown = WALKS_PAGE_SIZE; shown < mine; shown += WALKS_PAGE_SIZE) {
    await expect(myWalks.getByTestId('walk-link')).toHaveCount(shown);
    await expect(page.getByTestId('my-walks-count')).toHaveText(`${mine} walks · ${shown} shown`);
    await page.getByTestId('my-walks-more').click();
  }
  await expect(myWalks.getByTestId('walk-link')).toHaveCount(mine);
  await expect(page.getByTestId('my-walks-more')).toHaveCount(0);
  await myWalks.locator(`a[href="${walkPath(walk)}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${walkPath(walk)}$`), NAVIGATION);
  await expect(page.getByRole('heading', { level: 1, name: `Book ${walk.book}, walk ${walk.walk}` })).toBeVisible();
}

test('staff capture a walk: a refused reading kept and corrected, a clock-over, filters and a photo', async ({ page }) => {
  const { walk, outstanding, mine } = await busiestWalk(demoUsers.employee);
  const [first, second] = outstanding;
  if (!first || !second || first.previousReading === null || second.previousReading === null) throw new Error('two outstanding meters with readings expected');
  await signInByRequest(page, demoUsers.employee);
  await openWalk(page, walk, mine);
  await expect(page.getByTestId('count-OUTSTANDING')).toHaveText(String(walk.outstanding));
  await expect(page.getByTestId('count-COMPLETED')).toHaveText(String(walk.completed));
  await expect(form(page).getByRole('heading', { level: 2 })).toContainText(first.meterRef);
  await expect(form(page).getByRole('link', { name: 'Meter enquiry' })).toHaveAttribute('href', /^\/enquiries\/meters\/[\w-]+$/);
  await expect(form(page).getByRole('link', { name: 'Show on map' })).toHaveAttribute('href', /^\/webgis\?find=[\w%-]+$/);
  await expect(form(page).getByRole('textbox', { name: 'Current reading (m³)' })).toHaveAttribute('inputmode', 'numeric');

  // Below the previous reading without a clock-over: refused by the utility, the typed value stays.
  const below = String(first.previousReading - 1);
  await readingInput(page).fill(below);
  await expect(form(page).getByTestId('live-consumption')).toHaveText('—');
  await readingInput(page).press('Enter');
  await expect(form(page).getByText(/cannot be less than the previous reading/)).toBeVisible();
  await expect(readingInput(page)).toHaveValue(below);
  await expect(readingInput(page)).toHaveAttribute('aria-invalid', 'true');

  // Corrected: live consumption, saved with Enter, and the next outstanding meter comes up.
  await readingInput(page).fill(String(first.previousReading + 15));
  await expect(form(page).getByTestId('live-consumption')).toHaveText('15 m³');
  await readingInput(page).press('Enter');
  await expect(page.getByText(/Reading of meter .+ saved/).first()).toBeVisible();
  await expect(form(page).getByRole('heading', { level: 2 })).toContainText(second.meterRef);
  await expect(readingInput(page)).toBeFocused();

  // The second meter clocked over: its consumption is counted across the rollover.
  await readingInput(page).fill('3');
  await form(page).getByRole('checkbox', { name: 'The meter clocked over' }).check();
  const rollover = 10 ** second.dials - second.previousReading + 3;
  await expect(form(page).getByTestId('live-consumption')).toHaveText(`${rollover.toLocaleString('en-GB')} m³`);
  await form(page).getByRole('button', { name: 'Save and next' }).click();
  await expect(page.getByTestId('count-OUTSTANDING')).toHaveText(String(walk.outstanding - 2));
  await expect(page.getByTestId('count-COMPLETED')).toHaveText(String(walk.completed + 2));
  await shot(page, SHOTS, 'capture-en-1280');

  // Filters: completed shows the two captured meters, outstanding the rest.
  await page.getByTestId('filter-COMPLETED').click();
  await expect(page.getByTestId('filter-COMPLETED')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('entry-item')).toHaveCount(walk.completed + 2);
  await expect(page.getByTestId('entry-item').filter({ hasText: first.meterRef })).toBeVisible();
  await page.getByTestId('filter-OUTSTANDING').click();
  await expect(page.getByTestId('entry-item')).toHaveCount(walk.outstanding - 2);

  // A photo of the dials for the first (completed) meter.
  await page.getByTestId('filter-ALL').click();
  await page.getByTestId('entry-item').filter({ hasText: first.meterRef }).click();
  await expect(form(page).getByRole('heading', { level: 2 })).toContainText(first.meterRef);
  await form(page).getByLabel('Photo of the dials').setInputFiles({ name: 'dials.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(form(page).getByTestId('photo-state')).toHaveText('A photo is attached.');
  await expect(page.getByText('Photo saved').first()).toBeVisible();
  await expect(readingInput(page)).toHaveValue(String(first.previousReading + 15));

  // The office exports the walk: asked first, then the captured readings become the meters' readings.
  const exported = walk.completed + 2;
  await page.getByTestId('export-walk').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(`Completed readings to export: ${exported}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('count-COMPLETED')).toHaveText(String(exported));
  await page.getByTestId('export-walk').click();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText(`Readings exported: ${exported}`).first()).toBeVisible();
  await expect(page.getByTestId('count-COMPLETED')).toHaveText('0');
  await expect(page.getByTestId('export-walk')).toHaveCount(0);
  await page.getByTestId('filter-NON_EDITABLE').click();
  await expect(page.getByTestId('entry-item').filter({ hasText: first.meterRef })).toBeVisible();
  // The meter's enquiry shows the exported reading as its latest.
  await page.getByTestId('entry-item').filter({ hasText: first.meterRef }).click();
  await form(page).getByRole('link', { name: 'Meter enquiry' }).click();
  await expect(page.getByText(String(first.previousReading + 15)).first()).toBeVisible();
});

test('a field worker sees capture and the web map only, and captures his own walk', async ({ page }) => {
  const { walk, outstanding, mine } = await busiestWalk(demoUsers.fieldWorker);
  const [entry] = outstanding;
  if (!entry || entry.previousReading === null) throw new Error('an outstanding meter expected');
  await signInByRequest(page, demoUsers.fieldWorker);
  await page.goto('/employeeHome');
  await expect(page).toHaveURL(/\/employeeHome$/, NAVIGATION);
  const nav = page.getByTestId('main-nav');
  await expect(nav.getByRole('link', { name: 'Meter reading capture' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Web map' })).toBeVisible();
  for (const name of ['Enquiries', 'Applications', 'Maintenance applications', 'Debt management', 'Disconnections', 'Assets', 'Job cards', 'Elements', 'Logs', 'Samples', 'GIS administration']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  for (const path of ['/dm', '/jobCards', '/applications', '/disconnections']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/employeeHome$/, NAVIGATION);
  }

  await page.goto('/captureMeterReadings');
  await expect(page.getByRole('heading', { level: 2, name: 'My walks' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'All walks' })).toHaveCount(0);
  await expect(page.getByText('Assigned to Giorgos Christou').first()).toBeVisible();
  await openWalk(page, walk, mine);
  await expect(form(page).getByRole('heading', { level: 2 })).toContainText(entry.meterRef);
  // No enquiries in the field worker's profile: the meter's customer and account are not theirs to open.
  await expect(form(page).getByRole('link', { name: 'Show on map' })).toBeVisible();
  await expect(form(page).getByRole('link', { name: 'Meter enquiry' })).toHaveCount(0);
  await readingInput(page).fill(String(entry.previousReading + 2));
  await readingInput(page).press('Enter');
  await expect(page.getByText(/Reading of meter .+ saved/).first()).toBeVisible();
  await expect(page.getByTestId('count-OUTSTANDING')).toHaveText(String(walk.outstanding - 1));
  // Field workers capture; exporting is the office's step (it shows for staff once a meter is completed).
  await expect(page.getByTestId('count-COMPLETED')).not.toHaveText('0');
  await expect(page.getByTestId('export-walk')).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the capture screens, ${language}, 1280 and 390 px`, async ({ page, baseURL }) => {
    // Both widths in one signed-in page, which a machine busy with other work takes its time over.
    test.setTimeout(60_000);
    const { walk } = await busiestWalk(demoUsers.employee);
    await signInByRequest(page, demoUsers.employee, language);
    // The client keeps the chosen language in local storage, the gateway reads the `lang` cookie.
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/captureMeterReadings');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('walk-link').first()).toBeVisible();
      await shot(page, SHOTS, `books-${language}-${width}`);
      await page.goto(walkPath(walk));
      await expect(page.getByTestId('entry-form')).toBeVisible();
      // A refused reading, so the error state is in the picture.
      await readingInput(page).fill('abc');
      await readingInput(page).press('Enter');
      await expect(readingInput(page)).toHaveAttribute('aria-invalid', 'true');
      await shot(page, SHOTS, `capture-${language}-${width}`);
    }
  });
}
