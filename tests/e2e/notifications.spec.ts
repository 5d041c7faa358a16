import type { Browser, Page } from '@playwright/test';
import { demoUsers, expect, portalUrl, signInByRequest, test, utilityApi, utilityApiSession, utilityApiUrl } from '../support/fixtures.ts';
import { shot, shotsDir } from '../support/shots.ts';

// /account/notifications and /notifications/unsubscribe/{token}: a customer's notification choices and the
// link every notification carries (utility-api/README.md "Notifications").

const SHOTS = shotsDir('notifications');
const LANGUAGES = ['en', 'ar'] as const;
const WIDTHS = [1280, 390] as const;
/** Maria is registered by e-mail and has no mobile number in the demo data: the test lends her one. */
const MARIA_MOBILE = '99555222';

test.beforeAll(() => utilityApi('/__dev/user-mobile', { Login: demoUsers.customerByEmail, MobileNo: MARIA_MOBILE }));
test.afterAll(() => utilityApi('/__dev/user-mobile', { Login: demoUsers.customerByEmail, MobileNo: null }));

interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

const outbox = async (recipient: string): Promise<OutboxMessage[]> =>
  (await fetch(`${utilityApiUrl()}/__dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json() as Promise<OutboxMessage[]>;

/** The newest message id of the recipient's outbox so far (0 when none). */
const lastOutboxId = async (recipient: string): Promise<number> => Math.max(0, ...(await outbox(recipient)).map((sent) => sent.id));

/**
 * The unsubscribe link of the newest notification about `about` to the recipient after message `afterId`, as an
 * address a mail client opens (the back office sends payment reminders and alerts on its own meanwhile).
 */
async function newestUnsubscribeLink(recipient: string, afterId: number, about: string): Promise<{ message: OutboxMessage; link: string }> {
  let found: { message: OutboxMessage; link: string } | undefined;
  await expect
    .poll(async () => {
      const message = (await outbox(recipient)).find((sent) => sent.id > afterId && sent.body.includes(about) && sent.body.includes('/notifications/unsubscribe/'));
      const link = message && /\S*\/notifications\/unsubscribe\/[\w-]{43}/.exec(message.body)?.[0];
      found = message && link ? { message, link: link.startsWith('/') ? `${portalUrl()}${link}` : link } : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Staff write on Maria's newest application through the utility API, as its back office would; answers its name. */
async function staffWritesToMaria(): Promise<string> {
  const maria = await utilityApiSession(demoUsers.customerByEmail);
  const { items } = await maria<{ items: Array<{ portalApplicationId: number; name: string }> }>('/Application/GetItems');
  const staff = await utilityApiSession(demoUsers.employee);
  expect(await staff('/ApplicationMessage/Insert', { PortalApplicationId: items[0]!.portalApplicationId, Message: 'We looked at your application.' })).toMatchObject({ status: 0 });
  return items[0]!.name;
}

const channelGroup = (page: Page, kind: string) => page.getByRole('group', { name: kind });

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await shot(page, SHOTS, `${name}-${width}`);
  }
}

async function unsubscribePage(browser: Browser, link: string, language: (typeof LANGUAGES)[number]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(link);
  return page;
}

test('a customer chooses SMS and e-mail for new messages, gets the notification, and unsubscribes by its link without signing in', async ({ page, browser }) => {
  await signInByRequest(page, demoUsers.customerByEmail);
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(channelGroup(page, 'New message').getByRole('radio', { name: 'E-mail', exact: true })).toBeChecked();
  await channelGroup(page, 'New message').getByText('SMS and e-mail').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification choices were saved.')).toBeVisible();

  const [emailsBefore, smsBefore] = [await lastOutboxId(demoUsers.customerByEmail), await lastOutboxId(MARIA_MOBILE)];
  const application = await staffWritesToMaria();
  const { message, link } = await newestUnsubscribeLink(demoUsers.customerByEmail, emailsBefore, application);
  expect(message).toMatchObject({ channel: 'email', subject: expect.any(String) });
  const sms = await newestUnsubscribeLink(MARIA_MOBILE, smsBefore, application);
  expect(sms.message).toMatchObject({ channel: 'sms', subject: null });
  expect(sms.link).toBe(link);

  for (const language of LANGUAGES) {
    const visitor = await unsubscribePage(browser, link, language);
    await expect(visitor.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(visitor.getByRole('button', { name: language === 'ar' ? 'إلغاء الاشتراك' : 'Unsubscribe' })).toBeVisible();
    await shoot(visitor, `unsubscribe-${language}`);
    await visitor.context().close();
  }

  const visitor = await unsubscribePage(browser, link, 'en');
  await expect(visitor.getByText('Stop messages about “New message”?')).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByTestId('unsubscribe-status')).toHaveText(/no longer receive messages about “New message”/);
  await visitor.context().close();

  await page.goto('/account/notifications');
  await expect(channelGroup(page, 'New message').getByRole('radio', { name: 'None' })).toBeChecked();
  await expect(channelGroup(page, 'Bill issued').getByRole('radio', { name: 'E-mail', exact: true })).toBeChecked();
  await shoot(page, 'settings-en');
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  await shoot(page, 'settings-ar');
});

test('a link that names nothing says so', async ({ page }) => {
  await page.goto(`/notifications/unsubscribe/${'x'.repeat(43)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
