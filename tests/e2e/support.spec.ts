import { expect, settingsControl, test, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('support');
const SUPPORT_ADDRESS = 'support@utility.demo.test';

interface OutboxMessage {
  subject: string | null;
  body: string;
}

async function outbox(recipient: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await response.json()) as OutboxMessage[];
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

test.afterEach(async () => {
  await settingsControl.reset();
});

test('the contact form verifies the e-mail and the mobile by OTP, sends the message and shows the banner', async ({ page }) => {
  const email = `visitor-${Date.now()}@example.test`;
  // Other specs write to the same support address (signed-in contact form): count from here.
  const before = (await outbox(SUPPORT_ADDRESS)).length;
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByTestId('contact-locations')).toBeVisible();

  const form = page.getByTestId('support-form');
  await form.getByLabel('Name').fill('Eleni Georgiou');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByLabel('Mobile phone', { exact: true }).fill('99001122');
  await form.getByLabel('Subject').fill('Leak in the street');
  await form.getByLabel('Message').fill('Water has been running on the pavement since this morning.');
  await form.getByRole('button', { name: 'Complete' }).click();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Water has been running on the pavement since this morning.');

  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Complete' }).click();
  const step = page.getByTestId('otp-session-step');
  await expect(step).toBeVisible();
  const emailCode = await latestCode(email);
  const smsCode = await latestCode('35799001122');

  const wrong = String((Number(emailCode) + 1) % 1_000_000).padStart(6, '0');
  await step.getByLabel('Code sent to your email').fill(wrong);
  await step.getByLabel('Code sent to your mobile').fill(smsCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('OTP validation failed').first()).toBeVisible();
  expect(await outbox(SUPPORT_ADDRESS)).toHaveLength(before);

  await step.getByLabel('Code sent to your email').fill(emailCode);
  // The message carries a key of its OTP session's one submission: a repeated send answers the first result.
  const sending = page.waitForRequest((request) => {
    const input = (JSON.parse(request.postData() ?? 'null') as { variables?: { input?: { subject?: string } } } | null)?.variables?.input;
    return input?.subject !== undefined;
  });
  await step.getByRole('button', { name: 'Verify' }).click();
  expect((await sending).postDataJSON()).toMatchObject({ variables: { input: { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) } } });
  await expect(page.getByTestId('support-sent')).toContainText('Your message has been sent.');
  await expect(page.getByTestId('support-sent')).toContainText(/SU-\d{6}/);
  const messages = await outbox(SUPPORT_ADDRESS);
  expect(messages).toHaveLength(before + 1);
  const [sent] = messages;
  expect(sent?.subject).toBe('Support message: Leak in the street');
  expect(sent?.body).toContain(`Email: ${email} (verified)`);
  expect(sent?.body).toContain('From: Eleni Georgiou');
  await expect(page.getByTestId('support-form').getByLabel('Name')).toHaveValue('');
  await shot(page, SHOTS, 'support-sent-en');
});

test('a phone-only message is verified with the SMS code and reaches support (001 §5: one contact is enough)', async ({ page }) => {
  const digits = `9${String(Date.now()).slice(-7)}`;
  const before = (await outbox(SUPPORT_ADDRESS)).length;
  await page.goto('/support');
  const form = page.getByTestId('support-form');
  const complete = form.getByRole('button', { name: 'Complete' });
  await form.getByLabel('Name').fill('Andreas Ioannou');
  await form.getByLabel('Subject').fill('Low pressure');
  await form.getByLabel('Message').fill('The water pressure is low on the second floor.');
  // 001 §5: Send stays disabled until the message, the name and one contact method exist.
  await expect(complete).toBeDisabled();
  await form.getByLabel('Mobile phone', { exact: true }).fill(digits);
  await expect(complete).toBeEnabled();
  await complete.click();

  const step = page.getByTestId('otp-session-step');
  await expect(step.getByLabel('Code sent to your mobile')).toBeVisible();
  await expect(step.getByLabel('Code sent to your email')).toHaveCount(0);
  await step.getByLabel('Code sent to your mobile').fill(await latestCode(`357${digits}`));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('support-sent')).toContainText(/SU-\d{6}/);
  const messages = await outbox(SUPPORT_ADDRESS);
  expect(messages).toHaveLength(before + 1);
  expect(messages[0]?.body).toContain(`Mobile: +357${digits} (verified)`);
  expect(messages[0]?.body).not.toContain('Email:');
  expect(messages[0]?.body).toContain('From: Andreas Ioannou');
});

test('with both contacts, either verified code is enough', async ({ page }) => {
  const email = `either-${Date.now()}@example.test`;
  const digits = `9${String(Date.now()).slice(-7)}`;
  await page.goto('/support');
  const form = page.getByTestId('support-form');
  await form.getByLabel('Name').fill('Maria Christou');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mobile phone', { exact: true }).fill(digits);
  await form.getByLabel('Subject').fill('Meter');
  await form.getByLabel('Message').fill('Please check my meter.');
  await form.getByRole('button', { name: 'Complete' }).click();
  const step = page.getByTestId('otp-session-step');
  await expect(step.getByText('one verified contact is enough')).toBeVisible();
  await step.getByLabel('Code sent to your mobile').fill(await latestCode(`357${digits}`));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('support-sent')).toContainText(/SU-\d{6}/);
  const [sent] = await outbox(SUPPORT_ADDRESS);
  expect(sent?.body).toContain(`Mobile: +357${digits} (verified)`);
  expect(sent?.body).toContain(`Email: ${email} (not verified)`);
});

test('an expired OTP session returns to the form with what was typed', async ({ page }) => {
  await settingsControl.utility({ otpSessionStepSeconds: 0 });
  await page.goto('/support');
  const form = page.getByTestId('support-form');
  await form.getByLabel('Name').fill('Eleni Georgiou');
  await form.getByLabel('E-mail').fill(`expired-${Date.now()}@example.test`);
  await form.getByLabel('Subject').fill('Leak');
  await form.getByLabel('Message').fill('Still leaking.');
  await form.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Your session has expired. Please complete the form again.')).toBeVisible();
  await expect(page.getByTestId('support-form').getByLabel('Message')).toHaveValue('Still leaking.');
});

test('the support page is not reachable while it is disabled', async ({ page }) => {
  await settingsControl.organisation({ enableSupportPage: false });
  await page.goto('/support');
  await expect(page).toHaveURL(/\/errorpage$/);
  await expect(page.getByText('Error: Sorry, something went wrong.')).toBeVisible();
});

test('the privacy policy shows its text, and the error page while it is disabled', async ({ page }) => {
  await page.goto('/privacyPolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByTestId('privacy-policy').locator('p').first()).not.toBeEmpty();

  await settingsControl.organisation({ enablePrivacyPolicy: false });
  await page.goto('/privacyPolicy');
  await expect(page).toHaveURL(/\/errorpage$/);
});

test('a disabled portal still opens the privacy policy when support is off', async ({ page }) => {
  await settingsControl.organisation({ enablePortal: false, enableSupportPage: false });
  await page.goto('/complaints');
  await expect(page).toHaveURL(/\/privacyPolicy$/);
  await expect(page.getByTestId('privacy-policy')).toBeVisible();
});

test('the complaints page explains the process and links to the support form', async ({ page }) => {
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await page.getByRole('link', { name: 'Make a complaint through the support form' }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('a missing guide shows the warning instead of a download', async ({ page }) => {
  await page.goto('/support');
  await page.getByRole('button', { name: 'Map guide' }).click();
  await expect(page.getByRole('dialog')).toContainText('The PDF help file does not exist');
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the support, privacy and complaints pages in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/support');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('support-form')).toBeVisible();
    await page.getByTestId('support-terms').getByRole('button').click();
    await shot(page, SHOTS, `support-${language}`);
    const form = page.getByTestId('support-form');
    await form.locator('input[name="name"]').fill('Eleni Georgiou');
    await form.locator('input[name="email"]').fill(`shot-${language}-${Date.now()}@example.test`);
    await form.locator('input[name="phone"]').fill('99001122');
    await form.locator('input[name="subject"]').fill('Leak');
    await form.locator('textarea[name="message"]').fill('Water on the pavement.');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('otp-session-step')).toBeVisible();
    await shot(page, SHOTS, `support-verify-${language}`);
    await page.goto('/privacyPolicy');
    await expect(page.getByTestId('privacy-policy')).toBeVisible();
    await shot(page, SHOTS, `privacy-${language}`);
    await page.goto('/complaints');
    await expect(page.getByTestId('complaints')).toBeVisible();
    await shot(page, SHOTS, `complaints-${language}`);
  });
}
