import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, portalUrl, settingsControl, signIn, test, utilityApi, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

const SHOTS = shotsDir('accountLifecycle');

interface OutboxMessage {
  recipient: string;
  body: string;
  createdAt: string;
}

/** The newest one-time code the utility API "sent" to `recipient` (utility-api/README.md, /__dev/outbox). */
async function latestCode(recipient: string, after?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      const messages = (await response.json()) as OutboxMessage[];
      const newest = messages[0];
      code = newest && newest.createdAt !== after ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/**
 * The newest link in the outbox for `recipient` (`…/activate/…`, `…/changeEmailComplete/…`): a whole address
 * on the portal (PUBLIC_URL, by default where the gateway listens), which a mail client can open.
 */
async function latestLink(recipient: string, prefix: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      const newest = ((await response.json()) as OutboxMessage[])[0];
      link = newest ? (new RegExp(`\\S+${prefix}[A-Za-z0-9_-]+`).exec(newest.body)?.[0] ?? null) : null;
      return link;
    })
    .not.toBeNull();
  expect(link!.startsWith(`${portalUrl()}${prefix}`)).toBe(true);
  return link!;
}

async function newestMessageTime(recipient: string): Promise<string | undefined> {
  const response = await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return ((await response.json()) as OutboxMessage[])[0]?.createdAt;
}

async function fillPasswordPair(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat new password').fill(password);
}

/**
 * The flows use the demo customers without users (utility-api/README.md): Nikos registers in the first test
 * and signs in with a code in the second; Petros activates by link, resets, then changes his password; Nikos
 * changes his email and Sofia (registered by mobile) her number. The shared demo logins
 * stay untouched, so the gateway's per-login attempt limits are left to the other specs.
 */
const nikos = 'nikos@demo.test';
const petros = 'petros@demo.test';
const PETROS_NEW_PASSWORD = 'Fresh-Start-2026!';
const NIKOS_NEW_EMAIL = 'nikos.new@demo.test';
const NIKOS_LINK_EMAIL = 'nikos.link@demo.test';
const SOFIA_MOBILE = '99333444';
const SOFIA_NEW_MOBILE = '99333445';

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await settingsControl.reset();
});

test('register by email, a wrong code keeps what was typed, activate with the e-mailed code, then sign in', async ({ page }) => {
  const email = nikos;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByTestId('registration-form');
  await form.getByLabel('Account number').fill('20000001');
  // 000 §5: the ID number is asked only when the utility validates it.
  if (await form.getByLabel('ID number').isVisible()) await form.getByLabel('ID number').fill('0812345');
  await form.getByLabel('Email or mobile number').fill(email);
  await fillPasswordPair(page, DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: /activation code to your email/ })).toBeVisible();
  const code = await latestCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('One-time code').fill(wrong);
  await page.getByRole('button', { name: 'Submit code' }).click();
  await expect(page.getByLabel('One-time code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('One-time code')).toHaveAccessibleDescription(/.+/);
  await expect(page.getByLabel('One-time code')).toHaveValue(wrong);

  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Submit code' }).click();
  await expect(page.getByText('Account Created, you will be redirected to login page in a moment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/userHome$/);
});

test('OTP sign-in: Login sends a code, Resend stays locked, then the newest code signs in', async ({ page }) => {
  await settingsControl.utility({ customerLoginWithOtp: true, otpDisableResendSeconds: 3 });
  const before = await newestMessageTime(nikos);
  await signIn(page, nikos);
  await expect(page.getByLabel('One-time code')).toBeVisible();
  const first = await latestCode(nikos, before);
  const resend = page.getByRole('button', { name: /Resend/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toBeEnabled({ timeout: 6_000 });

  const sentAt = await newestMessageTime(nikos);
  await resend.click();
  await expect(resend).toBeDisabled();
  const second = await latestCode(nikos, sentAt);
  expect(second).toMatch(/^\d{6}$/);
  expect(first).toMatch(/^\d{6}$/);

  await page.getByLabel('One-time code').fill(second);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/userHome$/);
});

test('password reset: request, code from the outbox, new password, then sign in with it', async ({ page }) => {
  // Registration and reset codes are sent one after the other: lift the resend lock (000 §9) for the test.
  await settingsControl.utility({ otpDisableResendSeconds: 0 });
  const email = petros;
  await utilityApi('/account/RegisterProfile', {
    AccountName: '20000003',
    Password: DEMO_PASSWORD,
    IdNo: '0834567',
    Email: email,
    MobileNo: '',
    SendOtpCode: true,
    RegistrationType: 1,
    // As the gateway names it (PUBLIC_URL, else where it listens).
    PortalUrl: portalUrl(),
  });
  // 000 §4: with OTP login off, the e-mailed /activate/{code} link activates on load and returns to /login.
  const link = await latestLink(email, '/activate/');
  await page.goto(link);
  // Text 85 is the utility's activation success text.
  await expect(page.getByTestId('activation-status')).toHaveText(/account is active/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  const activatedAt = await newestMessageTime(email);

  await page.goto('/login');
  await page.getByRole('button', { name: /Forgot/ }).click();
  await page.getByTestId('reset-request-form').getByLabel('Email or mobile number').fill('Petros@Demo.test');
  await page.getByRole('button', { name: 'Send Password' }).click();
  await expect(page).toHaveURL(/\/account\/resetPassword\/petros@demo\.test$/);

  await fillPasswordPair(page, PETROS_NEW_PASSWORD);
  await page.getByLabel('One-time code').fill(await latestCode(email, activatedAt));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await signIn(page, email, PETROS_NEW_PASSWORD);
  await expect(page).toHaveURL(/\/userHome$/);
});

test('change password: a wrong email is refused with every value kept, then the change works', async ({ page }) => {
  await signIn(page, petros, PETROS_NEW_PASSWORD);
  await expect(page).toHaveURL(/\/userHome$/);
  await page.goto('/account/changePassword');
  await page.getByLabel('Your email').fill('someone@demo.test');
  await page.getByLabel('Current password').fill(PETROS_NEW_PASSWORD);
  await fillPasswordPair(page, 'Another-Pass-2026!');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Your email')).toHaveAccessibleDescription('Wrong Email Entered');
  await expect(page.getByLabel('Current password')).toHaveValue(PETROS_NEW_PASSWORD);

  await page.getByLabel('Your email').fill(petros);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
});

test('change email: the code sent to the new address completes the change', async ({ page }) => {
  await signIn(page, nikos);
  await expect(page).toHaveURL(/\/userHome$/);
  // Through the menu, so that going back after the change stays inside the portal.
  await page.getByTestId('main-nav').getByRole('link', { name: 'Change email' }).click();
  await page.getByLabel('Current email').fill(nikos);
  await page.getByLabel('New email').fill(nikos);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('New email')).toHaveAccessibleDescription('The new email is the same as the current one');

  await page.getByLabel('New email').fill(NIKOS_NEW_EMAIL);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('change-otp-step')).toContainText(NIKOS_NEW_EMAIL);
  await page.getByLabel('One-time code').fill(await latestCode(NIKOS_NEW_EMAIL));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your email has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/userHome$/);
});

test('change email by link: /changeEmailComplete/{code} confirms the new address once, and the old /changeEmail link form works too', async ({ browser, page }) => {
  // The previous test sent Nikos a code moments ago: lift the resend lock (000 §9) for this one.
  await settingsControl.utility({ otpDisableResendSeconds: 0 });
  await signIn(page, NIKOS_NEW_EMAIL);
  await expect(page).toHaveURL(/\/userHome$/);
  await page.goto('/account/requestChangeEmail');
  await page.getByLabel('Current email').fill(NIKOS_NEW_EMAIL);
  await page.getByLabel('New email').fill(NIKOS_LINK_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('change-otp-step')).toContainText(NIKOS_LINK_EMAIL);

  // The link is opened where the e-mail is read: another browser, nobody signed in.
  const mailReader = await browser.newPage();
  const link = await latestLink(NIKOS_LINK_EMAIL, '/changeEmailComplete/');
  await mailReader.goto(link);
  await expect(mailReader.getByTestId('change-email-status')).toHaveText('Your new email address is verified.');

  // A link code is single use: opening it again changes nothing and says so.
  await mailReader.goto(link.replace('/changeEmailComplete/', '/changeEmail/'));
  await expect(mailReader.getByTestId('change-email-status')).toContainText(/^Error: /);
  await mailReader.close();

  await page.context().clearCookies();
  await signIn(page, NIKOS_LINK_EMAIL);
  await expect(page).toHaveURL(/\/userHome$/);
});

test('change mobile: the SMS code to the new number completes the change, then back after 5 s', async ({ page }) => {
  await settingsControl.utility({ otpDisableResendSeconds: 0 });
  await utilityApi('/account/RegisterProfile', {
    AccountName: '20000002',
    Password: DEMO_PASSWORD,
    IdNo: '0823456',
    MobileNo: SOFIA_MOBILE,
    SendOtpCode: true,
    RegistrationType: 2,
  });
  await utilityApi('/account/ActivateAccount', { Value: SOFIA_MOBILE, OtpCode: await latestCode(SOFIA_MOBILE) });
  // The browser's clock, moved past the 5 s before going back instead of waiting for them.
  await page.clock.install();
  await signIn(page, SOFIA_MOBILE);
  await expect(page).toHaveURL(/\/userHome$/);

  await page.getByTestId('main-nav').getByRole('link', { name: 'Change mobile' }).click();
  await page.getByLabel('Current mobile number').fill(SOFIA_MOBILE);
  await expect(page.getByLabel('Country code')).toHaveValue('357');
  await page.getByLabel('New mobile number').fill(SOFIA_NEW_MOBILE);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // 001 §9: the number is checked 1 s after the last keystroke.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('change-otp-step')).toBeVisible();
  await page.getByLabel('One-time code').fill(await latestCode(SOFIA_NEW_MOBILE));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your mobile number has been changed' }).first()).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(page).toHaveURL(/\/userHome$/);
});

for (const language of ['en', 'ar'] as const) {
  test(`screenshots of the registration view and the reset page in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('registration-form')).toBeVisible();
    await page.locator('input[name="newPassword"]').fill('abc');
    await shot(page, SHOTS, `register-${language}`);

    await page.goto(`/account/resetPassword/${nikos}`);
    await expect(page.getByTestId('reset-form')).toBeVisible();
    await shot(page, SHOTS, `reset-password-${language}`);
  });
}
