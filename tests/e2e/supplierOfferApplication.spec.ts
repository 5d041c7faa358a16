import type { Page } from '@playwright/test';
import { demoUsers, expect, signInByRequest, test } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';
import { currentStep, decide, fillStep, next, payFeeByCard, sampleOf, submit, uploadDocuments } from './applicationFamiliesForm.ts';

// The supplier offer (utility-api/src/families/definitions/supplierOffer.json, `002 §5`) as a business
// customer meets its rules: each step refuses what is wrong beside the field until it is corrected, then
// the offer is submitted, approved, paid, confirmed and downloaded; in Arabic on a phone the wizard
// refuses in Arabic and the confirmation reads right to left. The rules' combinations are unit tests
// (utility-api/src/families/definitions.test.ts, shared/applicationForms/customRules.test.ts).

const SHOTS = shotsDir('supplierOffer');
const sample = sampleOf('supplierOffer');

async function shoot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  for (const wide of [1280, 390]) {
    await page.setViewportSize({ width: wide, height });
    await shot(page, SHOTS, `${name}-${wide}`);
  }
  await page.setViewportSize({ width, height });
}

/** Types wrong values, asks for the next step and sees each refused beside its field; the step stays. */
async function refused(page: Page, wrong: Readonly<Record<string, string>>, messages: Readonly<Record<string, string>>): Promise<void> {
  const step = await currentStep(page).getAttribute('data-testid');
  for (const [path, value] of Object.entries(wrong)) {
    await page.getByTestId(`field-${path}`).fill(value);
    await page.getByTestId(`field-${path}`).blur();
  }
  await currentStep(page).getByTestId('next-step').click();
  await expect(currentStep(page).getByTestId('step-error')).toBeVisible();
  await expect(currentStep(page)).toHaveAttribute('data-testid', step!);
  for (const [path, message] of Object.entries(messages)) {
    const field = page.getByTestId(`field-${path}`);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
}

/** The sample's values back in the fields named. */
async function corrected(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const field = page.getByTestId(`field-${path}`);
    if (sample[path] === undefined) await field.fill('');
    else await field.fill(sample[path]);
    await field.blur();
  }
}

test('a business accepts the supply offer: every rule refuses in the wizard, then submit, approval, fee, confirmation and download; Arabic on a phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInByRequest(page, demoUsers.familiesApplicant);
  await page.goto('/apply/supplierOffer');
  const filled = new Set<string>();

  // Next on the empty first step names what is mandatory.
  await currentStep(page).getByTestId('next-step').click();
  await expect(page.getByTestId('field-companyName')).toHaveAccessibleDescription(/Mandatory field/);

  // The customer: a landline where the mobile goes, one bad address in a list of e-mails.
  await fillStep(page, sample, filled);
  await refused(page, { mobile: '24531870', contactEmails: 'eleni@kyriakoucold.com.cy, accounts@kyriakoucold' }, {
    mobile: 'A mobile number begins with 9',
    contactEmails: 'Enter valid e-mail addresses, separated by commas; not valid: accounts@kyriakoucold',
  });
  await shoot(page, 'refused-customer-en');
  await corrected(page, ['mobile', 'contactEmails']);
  await next(page);

  // The premises: a sheet/plan without its plot, the same meter twice written another way.
  await fillStep(page, sample, filled);
  await refused(page, { plotNumber: '', 'meters.1.meterNumber': 'eac4471203' }, {
    plotNumber: 'Fill in both or leave both empty',
    'meters.1.meterNumber': 'This value is already used above',
  });
  await shoot(page, 'refused-meters-en');
  await corrected(page, ['plotNumber', 'meters.1.meterNumber']);
  await next(page);
  await fillStep(page, sample, filled);
  await next(page);

  // Billing: an IBAN that fails its check, then a valid Greek IBAN for a Cypriot bank.
  await fillStep(page, sample, filled);
  await refused(page, { iban: 'CY18 0020 0128 0000 0012 0052 7600' }, { iban: 'Enter a valid IBAN' });
  await refused(page, { iban: 'GR16 0110 1250 0000 0001 2300 695' }, { iban: 'This IBAN is not of a bank in the country chosen' });
  await shoot(page, 'refused-billing-en');
  await corrected(page, ['iban']);
  await next(page);

  // The first save gives the draft its address; the documents, the review, submit.
  await expect(page).toHaveURL(/\/app\/42\/\d+$/);
  const id = Number(/\/app\/42\/(\d+)$/.exec(page.url())?.[1]);
  await uploadDocuments(page);
  await shoot(page, 'review-en');
  await submit(page, 'Submitted');

  // The utility approves and asks for the deposit; the customer pays it by card.
  const staff = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInByRequest(staff, demoUsers.employee);
  await staff.goto(`/application/${id}`);
  await expect(staff.getByTestId('family-review')).toBeVisible();
  await decide(staff, 'APPROVE');
  await decide(staff, 'REQUEST_PAYMENT');
  await expect(staff.getByTestId('family-decisions').getByTestId('stage-badge')).toHaveText('Awaiting payment');
  await page.goto(`/app/42/${id}`);
  await payFeeByCard(page);

  // Confirmed: the customer downloads the contract confirmation.
  await staff.reload();
  await decide(staff, 'ISSUE');
  await expect(staff.getByTestId('family-decisions').getByTestId('stage-badge')).toHaveText('Issued');
  await page.goto(`/app/42/${id}`);
  await expect(page.getByTestId('verification-code')).not.toBeEmpty();
  const download = page.waitForEvent('download');
  await page.getByTestId('download-issued').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await shoot(page, 'issued-en');

  // Arabic on a phone: the confirmation right to left, and the wizard refusing in Arabic.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('family-detail')).toContainText('العميل التجاري');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'issued-ar');
  await page.goto('/apply/supplierOffer');
  await refused(page, { mobile: '2453187' }, { mobile: 'رقم الهاتف مكوّن من 8 أرقام' });
  await expect(currentStep(page).getByTestId('step-error')).toHaveText('يرجى تصحيح الحقول المشار إليها في هذه الخطوة.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'refused-customer-ar');
});
