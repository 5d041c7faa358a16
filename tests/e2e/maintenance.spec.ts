import type { Page } from '@playwright/test';
import { demoUsers, expect, signedInPage, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';
import { typeAndPick } from '../support/combobox.ts';

// Job cards, investigations and problem logs (002 §2 job cards, investigations, problem logs, manpower, support
// services, stores; §4 a forced workflow step needs an employee; §5 Problem Found needs a maintenance activity):
// staff create a card, move it through its workflow, allocate manpower and a material, and close it; a job card is
// raised from a problem log and from a maintenance application; a field worker never sees the area.

const SHOTS = shotsDir('maintenance');
const NARROW = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  await shot(page, SHOTS, name);
}

/** A person in their own browser context, signed in, in the given language. */
/** The quantity on hand in a material option's label ("… — 123 m on hand"). */
const onHand = (label: string) => Number(/— ([\d.]+) /.exec(label)?.[1] ?? Number.NaN);

test('staff work a job card through its workflow, allocate manpower and stores, and close it', async ({ browser }) => {
  const page = await signedInPage(browser, demoUsers.employee);
  await page.goto('/jobCards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job cards');
  await expect(page.getByTestId('jobcards-table')).toBeVisible();
  await shoot(page, 'jobCards-en');

  await page.getByTestId('new-jobcard').click();
  await expect(page).toHaveURL(/\/jobCards\/new$/);
  await typeAndPick(page.getByTestId('jobcard-station'), 1);
  await page.getByLabel('Description').fill('E2E: inspect the duty pump');
  // 002 §9: the start reads DD/MM/YYYY HH:mm whatever the browser's locale; an unreal end is refused and kept
  await expect(page.getByTestId('jobcard-start')).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await page.getByTestId('jobcard-end').fill('31/02/2026 10:00');
  await page.getByTestId('jobcard-save').click();
  await expect(page.getByTestId('jobcard-end')).toHaveAccessibleDescription('Enter the date and time as DD/MM/YYYY HH:mm');
  await expect(page.getByTestId('jobcard-end')).toHaveValue('31/02/2026 10:00');
  await page.getByTestId('jobcard-end').clear();
  await page.getByTestId('jobcard-save').click();
  await expect(page).toHaveURL(/\/jobCards\/\d+$/);
  await expect(page.getByText('Job card created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Job card JC-\d{6}$/);

  // 002 §4: Assigned is forced: the picker becomes visibly required, and moving without an employee is refused.
  const workflow = page.getByTestId('workflow-panel');
  await workflow.getByTestId('step-ASSIGNED').click();
  await expect(workflow.getByText('(required)')).toBeVisible();
  await workflow.getByTestId('workflow-submit').click();
  await expect(workflow.getByText('Choose the workflow employee: this step needs one')).toBeVisible();
  await expect(workflow.getByTestId('step-ASSIGNED')).toHaveAttribute('aria-pressed', 'true');
  await workflow.getByTestId('workflow-employee-select').selectOption({ label: 'Andreas Michael' });
  await workflow.getByTestId('workflow-submit').click();
  await expect(page.getByText('Workflow updated')).toBeVisible();
  await expect(workflow.getByTestId('workflow-employee')).toHaveText('Andreas Michael');
  await workflow.getByTestId('step-IN_PROGRESS').click();
  await workflow.getByTestId('workflow-submit').click();
  await expect(workflow.getByTestId('step-badge').first()).toHaveText('In progress');

  // Manpower: hours count as the actual duration.
  await page.getByTestId('allocation-tab-manpower').click();
  await page.getByTestId('manpower-employee').selectOption({ label: 'Eleni Charalambous' });
  await page.getByTestId('manpower-hours').fill('4');
  await page.getByTestId('manpower-add').click();
  await expect(page.getByText('Manpower allocated')).toBeVisible();
  await expect(page.getByTestId('manpower-table')).toContainText('Eleni Charalambous');
  await expect(page.getByTestId('actual-hours')).toHaveText('Actual: 4 h');

  // Stores: the material leaves the viewer's warehouse, and its quantity on hand goes down.
  await page.getByTestId('allocation-tab-stores').click();
  const material = page.getByTestId('stores-material');
  await expect(material.locator('option')).not.toHaveCount(1);
  const option = material.locator('option').nth(1);
  const before = onHand((await option.textContent()) ?? '');
  const value = (await option.getAttribute('value')) ?? '';
  expect(before).toBeGreaterThanOrEqual(2);
  await material.selectOption(value);
  await page.getByTestId('stores-quantity').fill('2');
  await page.getByTestId('stores-add').click();
  await expect(page.getByText('Material issued')).toBeVisible();
  await expect(page.getByTestId('stores-table')).toBeVisible();
  await expect.poll(async () => onHand((await material.locator(`option[value="${value}"]`).textContent()) ?? '')).toBe(before - 2);
  await shoot(page, 'jobCard-en');

  // 002 §5: Problem Found without an activity is refused beside the activity, keeping the outcome chosen.
  const close = page.getByTestId('close-panel');
  await close.getByTestId('close-outcome-select').selectOption({ label: 'Problem found' });
  await expect(close.getByText('(required)')).toBeVisible();
  await close.getByTestId('close-submit').click();
  await expect(close.getByText('The Problem Found outcome needs a maintenance activity')).toBeVisible();
  await expect(close.getByTestId('close-outcome-select').locator('option:checked')).toHaveText('Problem found');
  await shoot(page, 'jobCard-problemFound-en');
  await close.getByTestId('close-activity-select').selectOption({ label: 'Pump overhaul' });
  await close.getByTestId('close-submit').click();
  await expect(page.getByText('Job card closed')).toBeVisible();
  await expect(page.getByTestId('read-only')).toBeVisible();
  await expect(page.getByTestId('close-outcome')).toHaveText('Closed with the outcome: Problem found');
  await expect(page.getByTestId('manpower-add')).toHaveCount(0);
  await page.context().close();
});

test('a job card is raised from a problem log and from a maintenance application', async ({ browser }) => {
  const page = await signedInPage(browser, demoUsers.employee);
  await page.goto('/jobCards?tab=problemLogs');
  const open = page.getByTestId('problemlogs-table').getByRole('row').filter({ hasText: 'Open' }).first();
  await open.getByTestId('problemlog-link').click();
  await expect(page).toHaveURL(/\/problemLogs\/\d+$/);
  const logId = /\/problemLogs\/(\d+)$/.exec(page.url())?.[1];
  await shoot(page, 'problemLog-en');
  await page.getByTestId('raise-jobcard').click();
  await expect(page).toHaveURL(/\/jobCards\/\d+$/);
  await expect(page.getByText('Job card raised', { exact: true })).toBeVisible();
  await expect(page.getByTestId('origin-link')).toHaveText(`Problem log #${logId}`);
  await page.getByTestId('origin-link').click();
  await expect(page.getByTestId('raised-jobcards')).toBeVisible();

  await page.goto('/jobCards?tab=investigations');
  await page.getByTestId('investigation-link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Investigation INV-\d{6}$/);
  await shoot(page, 'investigation-en');

  await page.goto('/omApplications');
  await page.getByTestId('queue-link').first().click();
  await page.getByTestId('create-jobcard').click();
  await expect(page).toHaveURL(/\/jobCards\/new\?origin=/);
  await expect(page.getByTestId('new-origin')).toContainText('For maintenance application #');
  await shoot(page, 'newJobCard-en');
  await page.getByTestId('jobcard-save').click();
  await expect(page.getByText('Job card created')).toBeVisible();
  await expect(page.getByTestId('origin-link')).toContainText('Maintenance application #');
  await page.context().close();
});

test('the screen reads only the open tab\'s list; a switch keeps the tabs and filters and waits for the list inside the tab', async ({ browser }) => {
  const page = await signedInPage(browser, demoUsers.employee);
  // The lists each maintenance query asked for, by the variables the route query sends.
  const asked: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    const variables = (request.url().endsWith('/graphql') && request.method() === 'POST' ? request.postDataJSON()?.variables : undefined) as Record<string, unknown> | undefined;
    if (variables && 'jobCardsOpen' in variables) asked.push(variables);
  });
  await page.goto('/jobCards');
  await expect(page.getByTestId('jobcards-table')).toBeVisible();
  expect(asked.map(({ jobCardsOpen, investigationsOpen, problemLogsOpen }) => [jobCardsOpen, investigationsOpen, problemLogsOpen])).toEqual([[true, false, false]]);

  // Every state of the main area from here on: the tabs and the filters stay; only the list may wait, inside its tab
  // (a placeholder in the tab panel), never behind the whole screen's placeholder.
  await page.evaluate(() => {
    const main = document.getElementById('main-content');
    const seen: string[] = [];
    (window as unknown as { maintenanceSeen: string[] }).maintenanceSeen = seen;
    new MutationObserver(() => {
      // A boundary's placeholder hides what it replaces with `display: none`, so what counts is what is visible.
      const shown = (selector: string) => [...(main?.querySelectorAll(selector) ?? [])].some((element) => element.checkVisibility());
      const parts = [
        shown('[role="tablist"]') ? 'screen' : 'no screen',
        shown('[data-testid="jobcards-table"]') ? 'jobCards' : '',
        shown('[data-testid="investigations-table"]') ? 'investigations' : '',
        shown('[role="tabpanel"] .animate-pulse') ? 'list waits' : '',
        shown(':not([role="tabpanel"] *).animate-pulse') ? 'screen waits' : '',
      ];
      const state = parts.filter(Boolean).join(' ');
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(main ?? document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.getByTestId('tab-investigations').click();
  await expect(page).toHaveURL(/\/jobCards\?tab=investigations$/);
  await expect(page.getByTestId('investigations-table')).toBeVisible();
  await expect(page.getByTestId('tab-investigations')).toHaveAttribute('aria-selected', 'true');
  const seen = await page.evaluate(() => (window as unknown as { maintenanceSeen: string[] }).maintenanceSeen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((state) => !state.startsWith('screen '))).toEqual([]);
  expect(seen.at(-1)).toBe('screen investigations');
  expect(seen.filter((state) => state !== 'screen jobCards' && state !== 'screen list waits' && state !== 'screen investigations')).toEqual([]);
  expect(asked.slice(1).map(({ jobCardsOpen, investigationsOpen, problemLogsOpen }) => [jobCardsOpen, investigationsOpen, problemLogsOpen])).toEqual([[false, true, false]]);

  // Back to a tab seen before: shown from what the browser holds, and refreshed.
  await page.getByTestId('tab-jobCards').click();
  await expect(page.getByTestId('jobcards-table')).toBeVisible();
  await expect(page.getByTestId('investigations-table')).toHaveCount(0);
  await page.context().close();
});

test('a field worker without the O&M flag is sent away from the job cards', async ({ browser }) => {
  const page = await signedInPage(browser, demoUsers.fieldWorker);
  await page.goto('/jobCards');
  await expect(page).not.toHaveURL(/\/jobCards/);
  await page.goto('/jobCards/1');
  await expect(page).not.toHaveURL(/\/jobCards/);
  await page.context().close();
});

test('screens in Arabic and at a narrow width', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const language of ['ar', 'en'] as const) {
    const page = await signedInPage(browser, demoUsers.employee, language);
    for (const size of [{ width: 1280, height: 900 }, NARROW]) {
      await page.setViewportSize(size);
      const suffix = `${language}${size.width === NARROW.width ? '-narrow' : ''}`;
      await page.goto('/jobCards');
      await expect(page.getByTestId('jobcards-table')).toBeVisible();
      if (language === 'ar') {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        // A closed select draws its option in the option's own direction: a Latin station ("RES-0001 · …") laid
        // out right to left would be cut at its start.
        const station = await page.getByTestId('filter-station').evaluate((select: HTMLSelectElement) => {
          const option = select.options[1];
          return option ? { text: option.text, bidi: getComputedStyle(option).unicodeBidi } : null;
        });
        expect(station?.text).toMatch(/^[A-Z]+-\d+ · /);
        expect(station?.bidi).toBe('plaintext');
      }
      await shoot(page, `jobCards-${suffix}`);
      await page.getByTestId('jobcard-link').first().click();
      await expect(page.getByTestId('workflow-panel')).toBeVisible();
      await shoot(page, `jobCard-${suffix}`);
      await page.goto('/jobCards/new');
      await expect(page.getByTestId('jobcard-form')).toBeVisible();
      await shoot(page, `newJobCard-${suffix}`);
      await page.goto('/jobCards?tab=problemLogs');
      await page.getByTestId('problemlog-link').first().click();
      await expect(page.getByTestId('problemlog-form')).toBeVisible();
      await shoot(page, `problemLog-${suffix}`);
      await page.goto('/jobCards?tab=investigations');
      await page.getByTestId('investigation-link').first().click();
      await expect(page.getByTestId('investigation-form')).toBeVisible();
      await shoot(page, `investigation-${suffix}`);
    }
    await page.context().close();
  }
});
