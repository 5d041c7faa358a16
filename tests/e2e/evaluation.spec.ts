import { type Page } from '@playwright/test';
import { expect, settingsControl, test, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('support');

async function outbox(recipient: string): Promise<Array<{ subject: string | null; body: string }>> {
  const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await response.json()) as Array<{ subject: string | null; body: string }>;
}

/** The newest one-time code "sent" to `recipient` (utility-api/README.md, /__dev/outbox). */
async function latestCode(recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = /\b(\d{6})\b/.exec((await outbox(recipient))[0]?.body ?? '')?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

async function verifyContacts(page: Page, email: string): Promise<void> {
  const contact = page.getByTestId('evaluation-step-CONTACT');
  await contact.locator('input[name="name"]').fill('Andreas Ioannou');
  await contact.locator('input[name="email"]').fill(email);
  await contact.getByRole('button', { name: /Next|التالي/ }).click();
  const step = page.getByTestId('otp-session-step');
  await step.locator('input[name="emailCode"]').fill(await latestCode(email));
  await step.locator('button[type="submit"]').click();
  await expect(page.getByTestId('evaluation-step-PROPERTY')).toHaveAttribute('aria-current', 'step');
}

// The seeded settings leave the evaluation off (000 §3 newCustomerEvaluationApplication): these tests offer it.
test.beforeEach(async () => {
  await settingsControl.utility({ newCustomerEvaluationApplication: true });
});

test.afterEach(async () => {
  await settingsControl.reset();
});

test('with only the evaluation offered, the login page\'s new customer button and /newCustomer lead to it', async ({ page }) => {
  await settingsControl.utility({ newCustomerApplication: false, newCustomerEvaluationApplication: true });
  await page.goto('/login');
  // The button's caption is the utility's text 79 (000 §7).
  await page.getByRole('button', { name: 'Apply for a new connection' }).click();
  await expect(page).toHaveURL(/\/customerEvaluation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer evaluation' })).toBeVisible();
  await page.goto('/newCustomer');
  await expect(page).toHaveURL(/\/customerEvaluation$/);
});

test('with the evaluation off, its route leads to the new customer application and the gateway refuses a submission', async ({ page }) => {
  await settingsControl.utility({ newCustomerEvaluationApplication: false });
  await page.goto('/customerEvaluation');
  await expect(page).toHaveURL(/\/newCustomer$/);
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: {
      query: 'mutation($input: SubmitCustomerEvaluationInput!) { submitCustomerEvaluation(input: $input) { userErrors { code } } }',
      variables: {
        input: {
          token: 'x', emailCode: '123456', name: 'A', address: 'B', postalCode: '6016', supplyType: 'WATER', propertyType: 'HOUSE', usageType: 'DOMESTIC',
          occupants: 1, consentTerms: true, consentContactByEmail: true, consentContactBySms: false,
        },
      },
    },
  });
  expect(await answer.json()).toEqual({ data: { submitCustomerEvaluation: { userErrors: [{ code: 'NOT_ALLOWED' }] } } });
});

test('with neither application offered (000 §3), /newCustomer leads to login and the gateway refuses the wizard', async ({ page }) => {
  await settingsControl.utility({ newCustomerApplication: false, newCustomerEvaluationApplication: false });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for a new connection' })).toHaveCount(0);
  await page.goto('/newCustomer');
  await expect(page).toHaveURL(/\/login$/);
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: { query: '{ newCustomerWizard { addressLineNames } }' },
  });
  const body = (await answer.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('a visitor applies for an evaluation in four steps, verified by OTP, and sees the submitted application', async ({ page }) => {
  const email = `applicant-${Date.now()}@example.test`;
  await page.goto('/customerEvaluation');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer evaluation' })).toBeVisible();
  const contact = page.getByTestId('evaluation-step-CONTACT');
  await contact.getByRole('button', { name: 'Next' }).click();
  await expect(contact.getByText('This field is mandatory.')).toHaveCount(2);
  await verifyContacts(page, email);

  const property = page.getByTestId('evaluation-step-PROPERTY');
  await property.getByLabel('Address of the property').fill('3 Makariou Avenue, Larnaca');
  await property.getByLabel('Postal code').fill('60');
  await property.getByLabel('Supply').selectOption('WATER');
  await property.getByLabel('Property type').selectOption('APARTMENT');
  await property.getByRole('button', { name: 'Next' }).click();
  await expect(property.getByText('Please enter a postal code of four digits.')).toBeVisible();
  await expect(property.getByLabel('Address of the property')).toHaveValue('3 Makariou Avenue, Larnaca');
  await property.getByLabel('Postal code').fill('6016');
  await property.getByRole('button', { name: 'Next' }).click();

  const consumption = page.getByTestId('evaluation-step-CONSUMPTION');
  await consumption.getByLabel('Use').selectOption('DOMESTIC');
  await consumption.getByLabel('Number of occupants').fill('3');
  await consumption.getByLabel(/Expected monthly consumption/).fill('12,5');
  await consumption.getByRole('button', { name: 'Next' }).click();

  const consents = page.getByTestId('evaluation-step-CONSENTS');
  await consents.getByRole('button', { name: 'Submit application' }).click();
  await expect(consents.getByText('Please accept the terms.')).toBeVisible();
  await consents.getByLabel('I accept the terms of use and the privacy policy').check();
  await consents.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/customerEvaluation\/[\w-]{43}$/);
  await expect(page.getByTestId('evaluation-result')).toContainText(/EV-\d{6}/);
  await expect(page.getByTestId('evaluation-summary')).toContainText('Apartment');
  await expect(page.getByTestId('evaluation-summary')).toContainText('12.5');
  const [mail] = await outbox(email);
  expect(mail?.body).toContain(new URL(page.url()).pathname);
  await shot(page, SHOTS, 'evaluation-result-en');
});

test('an unknown evaluation address says so', async ({ page }) => {
  await page.goto('/customerEvaluation/no-such-key');
  await expect(page.getByTestId('evaluation-not-found')).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the evaluation steps in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/customerEvaluation');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await shot(page, SHOTS, `evaluation-contact-${language}`);
    await verifyContacts(page, `shot-${language}-${Date.now()}@example.test`);
    await shot(page, SHOTS, `evaluation-property-${language}`);
  });
}
