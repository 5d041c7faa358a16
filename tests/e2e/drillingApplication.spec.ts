import type { Browser, Locator, Page } from '@playwright/test';
import { shot, shotsDir } from '../support/shots.ts';
import { demoUsers, expect, portalUrl, signInByRequest, test, utilityApiSession, utilityApiUrl } from '../support/fixtures.ts';
import { currentStep, decide, fillStep, next, sampleOf, submit, uploadDocuments } from './applicationFamiliesForm.ts';

// The drilling family (docs/applicationFamilies.md, Plots and points on the map): plots looked up in the
// cadastre and previewed, the drilling point placed on the map inside them, plots validated by the
// reviewer before approval, and the point locked within 5 m after submission.

const SHOTS = shotsDir('drilling');
const SAMPLE = sampleOf('drilling');
const CARD_APPROVED = '4242 4242 4242 4242';

async function shoot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const wide of [1280, 390]) {
    await page.setViewportSize({ width: wide, height });
    await shot(page, SHOTS, `${name}-${wide}`);
  }
  await page.setViewportSize({ width, height });
}

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'en-GB', ...options });
  return context.newPage();
}

/** The reference API's own WMS as the GIS settings' map server: the plot maps draw its background (002 §5). */
async function useMapServer(serverType: 'WMS' | 'none'): Promise<void> {
  const staffApi = await utilityApiSession(demoUsers.employee);
  const server = { ServerType: 'WMS', ServerUrl: `${utilityApiUrl()}/Gis/Wms`, Workspace: 'portal', BackgroundLayer: 'background', ElementLayerName: 'elements' };
  await staffApi('/Gis/SaveSettings', serverType === 'WMS' ? server : { ServerType: 'none' });
}

test.afterAll(() => useMapServer('none'));

/** Types a plot's cadastral reference; the preview or its problem shows once it is complete. */
async function typePlot(step: Locator, index: number, plotNumber: string): Promise<void> {
  const name = `plots.${index}.plot`;
  await step.getByTestId(`field-${name}.district`).selectOption('nicosia');
  await step.getByTestId(`field-${name}.municipality`).selectOption('strovolos');
  await step.getByTestId(`field-${name}.sheet`).fill('21');
  await step.getByTestId(`field-${name}.plan`).fill('40');
  await step.getByTestId(`field-${name}.plotNumber`).fill(plotNumber);
}

/** Clicks (or taps) the map at a fraction of its size. */
async function placeAt(map: Locator, x: number, y: number, tap = false): Promise<void> {
  const box = (await map.boundingBox())!;
  const position = { x: box.width * x, y: box.height * y };
  if (tap) await map.tap({ position });
  else await map.click({ position });
}

test('a drilling application: plots previewed, the point placed inside them, plots validated, approved, paid and issued; the point locked after submission', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await useMapServer('WMS');
  await signInByRequest(page, demoUsers.familiesApplicant);
  await page.goto('/apply/drilling');
  await expect(page.getByTestId('field-correspondenceAddress.street')).toBeVisible();

  // Applicants, from the sample.
  const filled = new Set<string>();
  await fillStep(page, SAMPLE, filled);
  await next(page);

  // Plots: a reference the cadastre lacks says why it cannot be previewed; the right ones show their area.
  let step = currentStep(page);
  await typePlot(step, 0, '100');
  await expect(step.getByTestId('plot-problem-plots.0.plot')).toHaveText('Cannot preview plot area: Not found on map');
  // A cadastre record drawn as a line, not an area, cannot be a plot.
  await step.getByTestId('field-plots.0.plot.plotNumber').fill('199');
  await expect(step.getByTestId('plot-problem-plots.0.plot')).toHaveText('Cannot preview plot area: Not supported geometry type');
  await step.getByTestId('field-plots.0.plot.plotNumber').fill('101');
  await expect(step.getByTestId('plot-preview-plots.0.plot')).toBeVisible();
  await step.getByTestId('field-plots.0.ownership').selectOption('owner');
  await step.getByTestId('add-plots').click();
  await typePlot(step, 1, '102');
  await step.getByTestId('field-plots.1.ownership').selectOption('coOwner');
  await expect(step.getByTestId('plot-preview-plots.1.plot')).toBeVisible();
  // Under the plots, the map server's background.
  await expect(step.getByTestId('plot-map-plots.1.plot')).toHaveAttribute('data-background', 'loaded');
  await shoot(page, 'plots-en');
  await next(page);

  // Drilling: the point placed by a click, refused outside the plots, accepted inside (the plots' common edge).
  step = currentStep(page);
  await step.getByTestId('field-usageSubtype').selectOption('irrigation');
  await step.getByTestId('field-driller').selectOption('DL-2026-000001');
  await step.getByTestId('field-machineLicenceNumber').fill('MG-0457');
  await step.getByTestId('field-plannedDepth').fill('180');
  const map = step.getByTestId('point-map-drillingPoint');
  await placeAt(map, 0.03, 0.05);
  await expect(step.getByTestId('point-outside-drillingPoint')).toHaveText('Point outside plot area');
  await shoot(page, 'point-outside-en');
  await placeAt(map, 0.5, 0.5);
  await expect(step.getByTestId('point-outside-drillingPoint')).toHaveCount(0);
  await expect(step.getByTestId('field-drillingPoint')).toHaveValue(/^35\.134\d+,33\.345\d+$/);
  const placed = await step.getByTestId('field-drillingPoint').inputValue();
  await next(page);

  // The applicant's confirmation is a step of its own; then documents, review and submit.
  await currentStep(page).getByTestId('field-applicantConfirms').locator('input[value="yes"]').check();
  await next(page);
  await expect(page).toHaveURL(/\/app\/41\/\d+$/);
  const id = Number(/\/app\/41\/(\d+)$/.exec(page.url())?.[1]);
  await uploadDocuments(page);
  await submit(page, 'Submitted');

  // The reviewer asks for changes; a move of the point beyond 5 m is refused and a new application offered.
  const staff = await newPage(browser);
  await signInByRequest(staff, demoUsers.employee);
  await staff.goto(`/application/${id}`);
  await expect(staff.getByTestId('family-review')).toBeVisible();
  await decide(staff, 'REQUEST_CHANGES', 'Please check the drilling point against the site plan.');
  await page.goto(`/app/41/${id}`);
  await page.getByTestId('edit-resubmit').click();
  while (!(await page.getByTestId('field-drillingPoint').isVisible())) await next(page);
  const [latitude, longitude] = placed.split(',').map(Number) as [number, number];
  await page.getByTestId('field-drillingPoint').fill(`${(latitude + 0.0001).toFixed(7)},${longitude.toFixed(7)}`);
  await currentStep(page).getByTestId('save-draft').click();
  await expect(page.getByTestId('new-application-offer')).toBeVisible();
  await expect(currentStep(page)).toContainText('After submission the point can move at most 5 m: a new application is needed');
  await shoot(page, 'moved-too-far-en');
  // The offer taken: a new draft with the plots, the applicants and the point where it was placed, which saves.
  const moved = await page.getByTestId('field-drillingPoint').inputValue();
  await page.getByTestId('start-new-application').click();
  await expect(page.getByText('A new application was started from this one.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/app/41/${id}$`));
  await expect(page).toHaveURL(/\/app\/41\/\d+$/);
  // A wizard of its own, from its first step: nothing of the submitted one's wizard (its step, its refusal) stays.
  await expect(page.getByTestId('new-application-offer')).toHaveCount(0);
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'step-applicant');
  const [applicantPath, applicantValue] = Object.entries(SAMPLE).find(([path]) => path.startsWith('applicants.0.'))!;
  await expect(currentStep(page).getByTestId(`field-${applicantPath}`)).toHaveValue(applicantValue);
  await next(page);
  await expect(currentStep(page).getByTestId('field-plots.1.plot.plotNumber')).toHaveValue('102');
  await expect(currentStep(page).getByTestId('plot-preview-plots.1.plot')).toBeVisible();
  await next(page);
  await expect(currentStep(page).getByTestId('field-drillingPoint')).toHaveValue(moved);
  await expect(currentStep(page).getByTestId('point-outside-drillingPoint')).toHaveCount(0);
  await currentStep(page).getByTestId('save-draft').click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await shoot(page, 'copy-en');
  // The submitted one again: back where it was submitted, the refusal beside the field goes once it is left.
  await page.goto(`/app/41/${id}`);
  await page.getByTestId('edit-resubmit').click();
  while (!(await page.getByTestId('field-drillingPoint').isVisible())) await next(page);
  await page.getByTestId('field-drillingPoint').fill(placed);
  await page.getByTestId('field-drillingPoint').blur();
  await expect(currentStep(page)).not.toContainText('a new application is needed');
  while ((await currentStep(page).getAttribute('data-testid')) !== 'step-review') await next(page);
  await submit(page, 'Submitted');

  // Plots validated one by one: APPROVE waits while one is refused or undecided.
  await staff.reload();
  await expect(staff.getByTestId('decide-APPROVE')).toBeDisabled();
  await expect(staff.getByTestId('approve-waits')).toBeVisible();
  await staff.getByTestId('validate-plots.0').click();
  await expect(staff.getByTestId('plot-state-plots.0')).toHaveText('Validated');
  await staff.getByTestId('refuse-plots.1').click();
  await staff.getByTestId('refuse-reason-plots.1').fill('The title deed names another owner.');
  await staff.getByTestId('confirm-refuse-plots.1').click();
  await expect(staff.getByTestId('plot-state-plots.1')).toHaveText('Plot failed validation');
  await expect(staff.getByTestId('decide-APPROVE')).toBeDisabled();
  await shoot(staff, 'review-en');
  await staff.getByTestId('validate-plots.1').click();
  await expect(staff.getByTestId('plot-state-plots.1')).toHaveText('Validated');
  await expect(staff.getByTestId('decide-APPROVE')).toBeEnabled();
  await decide(staff, 'APPROVE');
  await decide(staff, 'REQUEST_PAYMENT');

  // Paid by card, then issued.
  await page.goto(`/app/41/${id}`);
  await expect(page.getByTestId('plot-state-plots.1')).toHaveText('Validated');
  await page.getByTestId('pay-fee').click();
  await page.getByLabel('Card number').fill(CARD_APPROVED);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Payment completed');
  await staff.reload();
  await decide(staff, 'ISSUE');
  await page.goto(`/app/41/${id}`);
  await expect(page.getByTestId('verification-code')).not.toBeEmpty();
  await staff.context().close();
});

test('in Arabic on a 390 px phone: the drilling point is placed by a tap', async ({ browser }) => {
  test.setTimeout(120_000);
  await useMapServer('WMS');
  const page = await newPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await signInByRequest(page, demoUsers.familiesApplicant);
  await page.goto('/userHome');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/apply/drilling');
  await expect(page.getByTestId('field-correspondenceAddress.street')).toBeVisible();
  const filled = new Set<string>();
  await fillStep(page, SAMPLE, filled);
  await next(page);
  const step = currentStep(page);
  await typePlot(step, 0, '101');
  await step.getByTestId('field-plots.0.ownership').selectOption('owner');
  await expect(step.getByTestId('plot-preview-plots.0.plot')).toBeVisible();
  await expect(step.getByTestId('plot-map-plots.0.plot')).toHaveAttribute('data-background', 'loaded');
  await shoot(page, 'plots-ar');
  await next(page);
  const map = currentStep(page).getByTestId('point-map-drillingPoint');
  await map.scrollIntoViewIfNeeded();
  await placeAt(map, 0.03, 0.05, true);
  await expect(currentStep(page).getByTestId('point-outside-drillingPoint')).toHaveText('النقطة خارج مساحة القطعة');
  await placeAt(map, 0.5, 0.5, true);
  await expect(currentStep(page).getByTestId('point-outside-drillingPoint')).toHaveCount(0);
  await expect(currentStep(page).getByTestId('field-drillingPoint')).toHaveValue(/^35\.134\d+,33\.345\d+$/);
  await shoot(page, 'point-ar');
  await page.context().close();
});
