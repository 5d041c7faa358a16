import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { inspectPdf, type PdfInspection } from '../../utility-api/src/pdf/pdfInspection.ts';
import { type FlowTexts, flowTexts } from './applicationFamiliesTexts.ts';

// Filling a family application through the one wizard from the family's sample values
// (utility-api/src/families/samples/<code>.json), as a customer types them.

const FAMILIES = join(import.meta.dirname, '..', '..', 'utility-api', 'src', 'families');
const SAMPLES = join(FAMILIES, 'samples');

/** How many families the utility defines: the chooser offers each to a signed-in customer. */
export const DEFINED_FAMILIES = readdirSync(join(FAMILIES, 'definitions')).filter((name) => name.endsWith('.json')).length;

export const sampleOf = (code: string): Record<string, string> => JSON.parse(readFileSync(join(SAMPLES, `${code}.json`), 'utf8')) as Record<string, string>;

interface DefinitionField {
  id: string;
  kind: string;
  maxLength?: number;
  visibleWhen?: unknown;
  check?: string;
}

/** What a flow needs of a family's definition (utility-api/src/families/definitions/<code>.json), without its texts. */
export interface FamilyShape {
  applicationType: number;
  fee: { payBeforeIssue: boolean } | null;
  documents: readonly { id: string; mandatory: boolean }[];
  steps: readonly { fields: readonly DefinitionField[]; groups: readonly { id: string; fields: readonly DefinitionField[] }[] }[];
  texts: Readonly<Record<string, { name: string }>>;
}

export const definitionOf = (code: string): FamilyShape => JSON.parse(readFileSync(join(FAMILIES, 'definitions', `${code}.json`), 'utf8')) as FamilyShape;

export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512)]) });

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const currentStep = (page: Page): Locator => page.locator('[aria-current="step"]');

async function setField(field: Locator, tag: string, value: string): Promise<boolean> {
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

/** The test ids of the step's fields and groups shown now, each with its element's tag: one look instead of one per value. */
async function shownIn(step: Locator): Promise<Map<string, string>> {
  const shown = await step.locator('[data-testid^="field-"], [data-testid^="group-"]').evaluateAll((elements) => elements.map((element) => [element.getAttribute('data-testid') ?? '', element.tagName] as const));
  return new Map(shown);
}

/** Types the sample's values of the current step: group items added as needed, conditions and parents first. */
export async function fillStep(page: Page, sample: Record<string, string>, filled: Set<string>): Promise<void> {
  const step = currentStep(page);
  // The step's fields first: looked for while the wizard still loads (a busy machine), none would be found and
  // nothing typed.
  await expect(step.locator('[data-testid^="field-"], [data-testid^="group-"]').first()).toBeVisible();
  for (let pass = 0; pass < 4; pass += 1) {
    let shown = await shownIn(step);
    let progress = false;
    for (const [path, value] of Object.entries(sample)) {
      if (filled.has(path)) continue;
      const item = /^(\w+)\.(\d+)\./.exec(path);
      if (item && shown.has(`group-${item[1]}`) && !shown.has(`group-item-${item[1]}-${item[2]}`)) {
        const added = step.getByTestId(`group-item-${item[1]}-${item[2]}`);
        while ((await added.count()) === 0) await step.getByTestId(`add-${item[1]}`).click();
        shown = await shownIn(step);
      }
      const tag = shown.get(`field-${path}`);
      if (tag === undefined) continue;
      if (await setField(step.getByTestId(`field-${path}`), tag, value)) {
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

/** Uploads a PDF to every document slot, or to those of the documents named, then opens the review. */
export async function uploadDocuments(page: Page, only?: readonly string[]): Promise<void> {
  const slots = currentStep(page).locator('li[data-testid^="document-"]');
  await expect(slots.first()).toBeVisible();
  const documents = only ? only.map((id) => currentStep(page).getByTestId(`document-${id}`)) : await slots.all();
  for (const document of documents) {
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

const CARD_APPROVED = '4242 4242 4242 4242';

/** An employee's decision on the application open in the review, with the comment it asks for. */
export async function decide(page: Page, decision: string, comment?: string): Promise<void> {
  await page.getByTestId(`decide-${decision}`).click();
  if (comment !== undefined) await page.getByTestId('decision-comment').fill(comment);
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
}

/** The applicant pays the fee of the application open in its detail by card on the sandbox page, in the payer's language. */
export async function payFeeByCard(page: Page, texts: FlowTexts = flowTexts('en')): Promise<void> {
  await page.getByTestId('pay-fee').click();
  await expect(page.getByRole('heading', { name: texts.provider.title })).toBeVisible();
  await page.getByLabel(texts.provider.cardNumber).fill(CARD_APPROVED);
  await page.getByLabel(texts.provider.expiry).fill('12/39');
  await page.getByLabel(texts.provider.cvc).fill('123');
  await page.getByRole('button', { name: texts.provider.pay }).click();
  await expect(page.getByTestId('payment-result')).toContainText(texts.paymentCompleted);
}

/** The issued document as the page's download hands it over, read back (its texts as painted). */
export async function downloadIssued(page: Page): Promise<{ fileName: string; file: PdfInspection }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-issued').click();
  const download = await downloading;
  return { fileName: download.suggestedFilename(), file: inspectPdf(await readFile(await download.path())) };
}
