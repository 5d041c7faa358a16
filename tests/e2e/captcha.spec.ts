import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LOGIN_IDENTIFIER, demoUsers, expect, settingsControl, test } from '../support/fixtures.ts';
import { FAKE_RECAPTCHA_SITE_KEY, FAKE_RECAPTCHA_URL_ENV, type FakeVerification } from '../support/fakeRecaptcha.ts';
import { shot, shotsDir } from '../support/shots.ts';

// 000 §4 with a real reCAPTCHA site key: the login page loads the provider's widget, the intended action
// runs once it passes, and the gateway verifies the token with the provider. The provider is the local
// fake the global setup starts (tests/support/fakeRecaptcha.ts); the portals are configured for it.

const SHOTS = shotsDir('captcha');

async function verifications(): Promise<FakeVerification[]> {
  const response = await fetch(`${process.env[FAKE_RECAPTCHA_URL_ENV]}/__fake/verifications`);
  return (await response.json()) as FakeVerification[];
}

/** The provider's checkbox, in its own frame. */
const providerCheckbox = (page: Page, name = "I'm not a robot") =>
  page.frameLocator('iframe[title="reCAPTCHA"]').getByRole('checkbox', { name });

/** Content-Security-Policy refusals the page reports: the client's CSP must let the widget load. */
function cspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async () => {
  await settingsControl.utility({ reCaptchaApiKey: FAKE_RECAPTCHA_SITE_KEY });
});

test.afterEach(async () => {
  await settingsControl.reset();
});

test('sign-in asks for the captcha first, then signs in once it passes; the gateway verified the token', async ({ page }) => {
  const refused = cspViolations(page);
  const before = (await verifications()).length;
  await page.goto('/login');
  await page.getByLabel(LOGIN_IDENTIFIER).fill(demoUsers.customerByEmail);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-shaking', 'true');
  await expect(page.getByText('Please confirm that you are not a robot first.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await providerCheckbox(page).click();
  await expect(page).toHaveURL(/\/userHome$/);
  const checked = (await verifications()).slice(before);
  expect(checked).toEqual([expect.objectContaining({ remoteip: '127.0.0.1', success: true })]);
  expect(refused).toEqual([]);
});

test('password reset: the forgot-password button waits for the captcha, and the request passes with its token', async ({ page }) => {
  const before = (await verifications()).length;
  await page.goto('/login');
  await page.getByRole('button', { name: /Forgot/ }).click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-shaking', 'true');
  await providerCheckbox(page).click();
  const form = page.getByTestId('reset-request-form');
  await form.getByLabel('Email or mobile number').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send Password' }).click();
  await expect(page).toHaveURL(/\/account\/resetPassword\/nobody@demo\.test$/);
  expect((await verifications()).slice(before)).toEqual([expect.objectContaining({ success: true })]);
});

test('registration: the captcha’s token reaches the utility, which answers about the account, not the captcha', async ({ page }) => {
  const before = (await verifications()).length;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await providerCheckbox(page).click();
  const form = page.getByTestId('registration-form');
  await form.getByLabel('Account number').fill('99999999');
  if (await form.getByLabel('ID number').isVisible()) await form.getByLabel('ID number').fill('0899999');
  await form.getByLabel('Email or mobile number').fill('nobody@demo.test');
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Repeat new password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByText(/not a robot/)).toHaveCount(0);
  expect((await verifications()).slice(before)).toEqual([expect.objectContaining({ success: true })]);
});

const LABELS = { en: "I'm not a robot", ar: 'أنا لست روبوتًا' } as const;
for (const language of ['en', 'ar'] as const) {
  for (const width of [1280, 390]) {
    test(`screenshot of the login page with the provider's captcha in ${language} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(providerCheckbox(page, LABELS[language])).toBeVisible();
      await shot(page, SHOTS, `login-captcha-${language}-${width}`);
    });
  }
}
