import type { Browser, Locator, Page } from '@playwright/test';
import { contextIn, demoUsers, expect, portalUrl, signInByRequest, test } from '../support/fixtures.ts';
import { DEFINED_FAMILIES, type FamilyShape, currentStep, decide, definitionOf, downloadIssued, fillFamily, fillStep, next, payFeeByCard, sampleOf, submit, uploadDocuments } from './applicationFamiliesForm.ts';
import { type FlowLanguage, type FlowTexts, flowTexts } from './applicationFamiliesTexts.ts';

// The whole life of one family application (docs/applicationFamilies.md) as its three people live it: the
// applicant in one language, the employee and the visitor who checks the document in the other, each in a
// browser of their own signed in once.

/** Takes the screenshots of a screen people look at; the flows of CI pass none. */
export type Shoot = (page: Page, screen: string, language: FlowLanguage) => Promise<void>;

interface FlowOptions {
  code: string;
  applicantLanguage: FlowLanguage;
  shoot?: Shoot | undefined;
  /**
   * The whole life (draft resumed after a reload, changes asked and made, the document verified by a visitor),
   * or, when false, what differs between families alone: the chooser, the family's steps, rules, documents and
   * fee, its name in the queue, the decisions and the issued PDF. The parts every family shares run in full for
   * one family of each spec file, in each language order (applicationFamiliesA/B.spec.ts).
   */
  whole?: boolean;
}

const otherLanguage = (language: FlowLanguage): FlowLanguage => (language === 'ar' ? 'en' : 'ar');

async function openBrowser(browser: Browser, texts: FlowTexts): Promise<Page> {
  const context = await contextIn(browser, texts.language, { baseURL: portalUrl(), locale: texts.locale });
  return context.newPage();
}

/** Signed in (signInByRequest), then the first screen, in the browser's language as its user reads it. */
async function signInAs(page: Page, login: string, texts: FlowTexts, path: string): Promise<void> {
  await signInByRequest(page, login, texts.language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
}

/** A free-text field of the sample with room for a correction: the value the applicant is asked to fix. */
function fixablePath(shape: FamilyShape, sample: Record<string, string>): string {
  const plain = (field: FamilyShape['steps'][number]['fields'][number]) =>
    field.kind === 'text' && field.visibleWhen === undefined && field.check === undefined && (field.maxLength ?? 200) >= 40;
  const paths = shape.steps.flatMap((step) => [
    ...step.fields.filter(plain).map((field) => field.id),
    ...step.groups.flatMap((group) => group.fields.filter(plain).map((field) => `${group.id}.0.${field.id}`)),
  ]);
  const path = paths.find((candidate) => sample[candidate] !== undefined);
  if (path === undefined) throw new Error('The family has no free-text value to correct');
  return path;
}

/** The issued PDF as the page's download hands it over: a PDF naming its holder and its reference. */
async function expectIssuedPdf(page: Page, holder: string, reference: string): Promise<void> {
  const { fileName, file } = await downloadIssued(page);
  expect(fileName).toMatch(/\.pdf$/);
  expect(file.raw.startsWith('%PDF-')).toBe(true);
  expect(file.info['Title']).toContain(reference);
  expect(file.texts.map((text) => text.glyphs.join(''))).toContain(holder);
}

/** What the applicant and the employee share in every family: changes asked for, read, made and submitted again. */
async function askForChanges(
  applicant: Page,
  staff: Page,
  { shape, sample, mine, theirs, item }: { shape: FamilyShape; sample: Record<string, string>; mine: FlowTexts; theirs: FlowTexts; item: Locator },
): Promise<void> {
  await decide(staff, 'REQUEST_CHANGES', theirs.changesComment);
  await expect(staff.getByTestId('family-decisions').getByTestId('stage-badge')).toHaveText(theirs.stage('CHANGES_REQUESTED'));

  // The applicant sees the message, fixes the value and submits again.
  await applicant.goto('/apps');
  await expect(item.getByTestId('unread-badge')).toBeVisible();
  await item.click();
  await expect(applicant.getByTestId('stage-history')).toContainText(theirs.changesComment);
  // The messages panel lists it too, by the first words (its preview).
  await expect(applicant.getByTestId('message-preview').first()).toContainText(theirs.changesComment.slice(0, 10));
  await applicant.getByTestId('edit-resubmit').click();
  const fix = fixablePath(shape, sample);
  const fixed = `${sample[fix]}${mine.fixSuffix}`;
  const field = applicant.getByTestId(`field-${fix}`);
  while (!(await field.isVisible())) await next(applicant);
  await field.fill(fixed);
  while ((await currentStep(applicant).getAttribute('data-testid')) !== 'step-review') await next(applicant);
  await submit(applicant, mine.stage('SUBMITTED'));

  // The employee reads the corrected value before approving.
  await staff.reload();
  await expect(staff.getByTestId('family-values-section')).toContainText(fixed);
}

/** A signed-out visitor checks the issued document's code, and an unknown code. */
async function verifyAsVisitor(
  visitor: Page,
  { theirs, reference, verificationCode, holder, shoot }: { theirs: FlowTexts; reference: string; verificationCode: string; holder: string; shoot: Shoot | undefined },
): Promise<void> {
  await visitor.goto('/verify');
  await visitor.getByTestId('verify-code').fill(verificationCode);
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByTestId('verify-state')).toHaveText(theirs.valid);
  await expect(visitor.getByTestId('verify-result')).toContainText(reference);
  await expect(visitor.getByTestId('verify-result')).toContainText(holder);
  await expect(visitor.locator('html')).toHaveAttribute('dir', theirs.dir);
  await shoot?.(visitor, 'verify', theirs.language);
  await visitor.getByTestId('verify-code').fill('NO-SUCH-CODE');
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByTestId('verify-not-found')).toBeVisible();
  await expect(visitor).toHaveURL(/\/verify\/NO-SUCH-CODE$/);
}

/**
 * Draft saved at the first step → resumed from the applications list after a reload → completed with its
 * mandatory documents and submitted → the employee asks for changes → the applicant reads the message, fixes
 * a value and resubmits → approved → fee paid by card (families that take it before issue) → issued → the
 * applicant downloads the PDF → a signed-out visitor verifies its code.
 */
export async function familyFlow(browser: Browser, { code, applicantLanguage, shoot, whole = true }: FlowOptions): Promise<void> {
  const mine = flowTexts(applicantLanguage);
  const theirs = flowTexts(otherLanguage(applicantLanguage));
  const shape = definitionOf(code);
  const sample = sampleOf(code);
  const type = shape.applicationType;
  const payFirst = shape.fee?.payBeforeIssue === true;
  const pages: Page[] = [];
  const open = async (texts: FlowTexts) => {
    const page = await openBrowser(browser, texts);
    pages.push(page);
    return page;
  };
  try {
    const applicant = await open(mine);
    await signInAs(applicant, demoUsers.familiesApplicant, mine, '/apps');
    const holder = (await applicant.getByTestId('user-menu').innerText()).trim();
    expect(holder).not.toBe('');

    // The chooser offers every family; a step is refused with its problems beside the fields, the first focused.
    await applicant.getByTestId('new-application').click();
    await expect(applicant.getByTestId('family-chooser').locator('li')).toHaveCount(DEFINED_FAMILIES);
    await applicant.getByTestId(`family-${code}`).click();
    await expect(applicant).toHaveURL(new RegExp(`/apply/${code}$`));
    await currentStep(applicant).getByTestId('next-step').click();
    await expect(currentStep(applicant).getByTestId('step-error')).toHaveText(mine.stepRefused);
    await expect(applicant.locator('[aria-invalid="true"]').first()).toBeFocused();

    // The first step typed and saved as a draft, which gets its own address; reopened from the list after a reload.
    const filled = new Set<string>();
    await fillStep(applicant, sample, filled);
    await shoot?.(applicant, 'wizard', mine.language);
    let id: number;
    if (whole) {
      const typed = currentStep(applicant).locator('input[data-testid^="field-"]').first();
      const [typedId, typedValue] = [await typed.getAttribute('data-testid'), await typed.inputValue()];
      await currentStep(applicant).getByTestId('save-draft').click();
      await expect(applicant).toHaveURL(new RegExp(`/app/${type}/\\d+$`));
      id = Number(/\/(\d+)$/.exec(applicant.url())?.[1]);
      const draft = applicant.locator(`a[href="/app/${type}/${id}"]`);
      await applicant.goto('/apps');
      await expect(draft.getByTestId('stage-badge')).toHaveText(mine.stage('SAVED'));
      await draft.click();
      await expect(applicant.getByTestId(typedId!)).toHaveValue(typedValue);
      await fillFamily(applicant, code, filled);
    } else {
      id = await fillFamily(applicant, code, filled);
    }
    const item = applicant.locator(`a[href="/app/${type}/${id}"]`);
    await uploadDocuments(applicant, shape.documents.filter((document) => document.mandatory).map((document) => document.id));
    await shoot?.(applicant, 'wizard-review', mine.language);
    await submit(applicant, mine.stage('SUBMITTED'));

    // The employee finds it in the work queue by its family's application type.
    const staff = await open(theirs);
    await signInAs(staff, demoUsers.employee, theirs, '/applications');
    await staff.getByTestId('filter-type').selectOption(String(type));
    await staff.getByTestId('filter-apply').click();
    await expect(staff).toHaveURL(new RegExp(`type=${type}(&|$)`));
    // Named in the employee's language, whatever language the applicant started it in.
    await expect(staff.locator(`a[href="/application/${id}"]`)).toContainText(shape.texts[theirs.language]!.name);
    await staff.locator(`a[href="/application/${id}"]`).click();
    await expect(staff.getByTestId('family-review')).toBeVisible();
    const staffStage = staff.getByTestId('family-decisions').getByTestId('stage-badge');
    if (whole) await askForChanges(applicant, staff, { shape, sample, mine, theirs, item });
    await decide(staff, 'APPROVE');
    if (payFirst) {
      await decide(staff, 'REQUEST_PAYMENT');
      await expect(staffStage).toHaveText(theirs.stage('AWAITING_PAYMENT'));
      await applicant.reload();
      await payFeeByCard(applicant, mine);
      await shoot?.(applicant, 'payment-result', mine.language);
      // The result names the application's receipt and leads back to the application.
      await applicant.getByTestId('payment-to-application').click();
      await expect(applicant).toHaveURL(new RegExp(`/app/${type}/${id}$`));
      await expect(applicant.getByTestId('fee-receipt')).not.toBeEmpty();
      await shoot?.(applicant, 'detail-receipt', mine.language);
      await staff.reload();
    }
    await expect(staff.getByTestId('decide-ISSUE')).toBeVisible();
    await shoot?.(staff, 'employee-review', theirs.language);
    await decide(staff, 'ISSUE');
    await expect(staffStage).toHaveText(theirs.stage('ISSUED'));

    // The applicant downloads the document (a visitor, signed out, checks its code in the whole life).
    if (payFirst) await applicant.reload();
    else await applicant.goto(`/app/${type}/${id}`);
    await expect(applicant.getByTestId('stage-badge').first()).toHaveText(mine.stage('ISSUED'));
    const reference = (await applicant.getByTestId('issued-reference').innerText()).trim();
    const verificationCode = (await applicant.getByTestId('verification-code').innerText()).trim();
    await expectIssuedPdf(applicant, holder, reference);
    if (whole) await verifyAsVisitor(await open(theirs), { theirs, reference, verificationCode, holder, shoot });
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
}

/** One test per family, the applicant in the language given; `whole` runs the parts every family shares too. */
export function familyFlowTests(runs: readonly (readonly [code: string, applicantLanguage: FlowLanguage, life?: 'whole'])[]): void {
  for (const [code, applicantLanguage, life] of runs) {
    const whole = life === 'whole';
    const title = whole ? 'its whole life: applied for in {mine}, decided and verified in {theirs}' : 'applied for in {mine}, decided and issued in {theirs}';
    test(`${code}: ${title.replace('{mine}', applicantLanguage).replace('{theirs}', otherLanguage(applicantLanguage))}`, async ({ browser }) => {
      test.setTimeout(150_000);
      await familyFlow(browser, { code, applicantLanguage, whole });
    });
  }
}
