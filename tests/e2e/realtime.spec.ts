import { DEMO_PASSWORD, demoUsers, expect, signInByRequest, test, utilityApiSession } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// The shell's live unread-message count (000 §2, §6; docs/architecture.md §3 Realtime). The global setup makes
// the gateway poll every few seconds (UNREAD_POLL_INTERVAL_MS), so a reply written straight into the
// utility API — not through the portal, which would push it at once — shows without a reload.

const SHOTS = shotsDir('realtime');

/** Staff replies on one of maria's applications through the utility API: one more unread message for her. */
async function staffRepliesToMaria(): Promise<void> {
  const maria = await utilityApiSession(demoUsers.customerByEmail);
  const { items } = await maria<{ items: Array<{ portalApplicationId: number }> }>('/Application/GetItems');
  const staff = await utilityApiSession(demoUsers.employee);
  const answer = await staff<{ status: number }>('/ApplicationMessage/Insert', {
    PortalApplicationId: items[0]?.portalApplicationId,
    Message: 'Your meter will be replaced on Monday.',
  });
  expect(answer.status).toBe(0);
}

const countIn = (label: string | null) => Number(/\d+/.exec(label ?? '')?.[0] ?? 0);

test('the unread badge follows a staff reply without a reload', async ({ page }) => {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/userHome');
  await expect(page).toHaveURL(/\/userHome$/);
  const link = page.getByTestId('unread-messages');
  await expect(link).toHaveAttribute('aria-label', /unread message/);
  const before = countIn(await link.getAttribute('aria-label'));
  await shot(page, SHOTS, 'badge-before-en', { fullPage: false });

  await staffRepliesToMaria();

  const after = `${before + 1} unread message${before + 1 === 1 ? '' : 's'}`;
  await expect(link).toHaveAttribute('aria-label', after, { timeout: 15_000 });
  await expect(page.getByTestId('unread-badge')).toHaveText(String(before + 1));
  await expect(page.getByTestId('unread-announcement')).toHaveText(after);
  await shot(page, SHOTS, 'badge-after-en', { fullPage: false });

  await link.click();
  // Headless UI's dialog element wraps a fixed panel, so its own box is empty: check its content.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your meter');
  await shot(page, SHOTS, 'dialog-en', { fullPage: false });
});

test('employees get no unread link', async ({ page }) => {
  await signInByRequest(page, demoUsers.employee);
  await page.goto('/employeeHome');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('unread-messages')).toHaveCount(0);
});

test('the badge in Arabic sits at the start side and reads in Arabic', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(demoUsers.customerByEmail);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/userHome$/);
  await expect(page.getByTestId('unread-messages')).toHaveAttribute('aria-label', /غير مقروء/);
  await shot(page, SHOTS, 'badge-ar', { fullPage: false });
});
