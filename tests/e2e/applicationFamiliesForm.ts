import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

// Filling a family application through the one wizard from the family's sample values
// (utility-api/src/families/samples/<code>.json), as a customer types them.

const SAMPLES = join(import.meta.dirname, '..', '..', 'utility-api', 'src', 'families', 'samples');

export const FAMILY_CODES = [
  'waterExtraction',
  'containment',
  'drillerLicence',
  'environmentalResearch',
  'industrialWasteDisposal',
  'tankerEntryPermit',
  'constructionLicence',
  'waterSupplyAuthorization',
  'poleodomicLicence',
  'governmentWaterProjectConnection',
] as const;

export const sampleOf = (code: string): Record<string, string> => JSON.parse(readFileSync(join(SAMPLES, `${code}.json`), 'utf8')) as Record<string, string>;

export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512)]) });

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const currentStep = (page: Page): Locator => page.locator('[aria-current="step"]');

async function setField(field: Locator, value: string): Promise<boolean> {
  const tag = await field.evaluate((element) => element.tagName);
  if (tag === 'SELECT') {
    if ((await field.locator(`option[value="${value}"]`).count()) === 0) return false;
    await field.selectOption(value);
  } else if (tag === 'FIELDSET') {
    await field.locator(`input[value="${value}"]`).check();
  } else {
    const day = ISO_DAY.exec(value);
    await field.fill(day ? `${day[3]}/${day[2]}/${day[1]}` : value);
    await field.blur();
  }
  return true;
}

/** Types the sample's values of the current step: group items added as needed, conditions and parents first. */
export async function fillStep(page: Page, sample: Record<string, string>, filled: Set<string>): Promise<void> {
  const step = currentStep(page);
  for (let pass = 0; pass < 4; pass += 1) {
    let progress = false;
    for (const [path, value] of Object.entries(sample)) {
      if (filled.has(path)) continue;
      const item = /^(\w+)\.(\d+)\./.exec(path);
      if (item && (await step.getByTestId(`group-${item[1]}`).count()) > 0) {
        while ((await step.getByTestId(`group-item-${item[1]}-${item[2]}`).count()) === 0) await step.getByTestId(`add-${item[1]}`).click();
      }
      const field = step.getByTestId(`field-${path}`);
      if ((await field.count()) === 0) continue;
      if (await setField(field, value)) {
        filled.add(path);
        progress = true;
      }
    }
    if (!progress) return;
  }
}

/** Next, and the wizard's next step is open. */
export async function next(page: Page): Promise<void> {
  const before = await currentStep(page).getAttribute('data-testid');
  await currentStep(page).getByTestId('next-step').click();
  await expect(currentStep(page)).not.toHaveAttribute('data-testid', before ?? '');
  await expect(currentStep(page).getByTestId('step-error')).toHaveCount(0);
}

/** Fills every step of the family's fields from its sample; the first save opens /app/{type}/{id} at the documents. */
export async function fillFamily(page: Page, code: string, filled = new Set<string>()): Promise<number> {
  const sample = sampleOf(code);
  while (!['step-documents', 'step-review'].includes((await currentStep(page).getAttribute('data-testid')) ?? '')) {
    await fillStep(page, sample, filled);
    await next(page);
  }
  await expect(page).toHaveURL(/\/app\/\d+\/\d+$/);
  return Number(/\/app\/\d+\/(\d+)$/.exec(page.url())?.[1]);
}

/** Uploads a PDF to every document slot, then opens the review. */
export async function uploadDocuments(page: Page): Promise<void> {
  const documents = currentStep(page).locator('li[data-testid^="document-"]');
  await expect(documents.first()).toBeVisible();
  for (const document of await documents.all()) {
    const name = `${(await document.getAttribute('data-testid'))!.slice('document-'.length)}.pdf`;
    await document.locator('input[type="file"]').setInputFiles(pdf(name));
    await expect(document.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) })).toBeVisible();
  }
  await next(page);
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'step-review');
}

/** Every value of the sample on the review, then Submit: the detail shows the stage. */
export async function submit(page: Page, submittedText: string): Promise<void> {
  await expect(currentStep(page).getByTestId('family-values')).toBeVisible();
  await currentStep(page).getByTestId('submit-application').click();
  await expect(page.getByTestId('family-detail')).toBeVisible();
  await expect(page.getByTestId('stage-badge').first()).toHaveText(submittedText);
}

/** An employee's decision on the review, with the comment it needs; the dialog closes. */
export async function decide(page: Page, decision: string, comment?: string): Promise<void> {
  await page.getByTestId(`decide-${decision}`).click();
  if (comment !== undefined) await page.getByTestId('decision-comment').fill(comment);
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
}
