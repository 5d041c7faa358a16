import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/graphql.ts';

/** Debian's Chromium with the flags the end-to-end tests use (tests/support/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** What a page is given to settle: the portal has no long-lived requests yet (no subscriptions). */
export const SETTLE = { waitUntil: 'networkidle', timeout: 30_000 } as const;

/** A fresh profile: empty HTTP cache, no service worker, the client's default language. */
export function freshContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'en-GB' });
}

/**
 * Signs the context in as the demo customer through the gateway (the same `login` mutation the login
 * form sends), so that the session cookie is the browser's own.
 */
export async function signInCustomer(context: BrowserContext): Promise<void> {
  const answer = await context.request.post('/graphql', {
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    data: {
      query: 'mutation BenchSignIn($input: LoginInput!) { login(input: $input) { userErrors { code } } }',
      variables: { input: { email: DEMO_USERS.customer, password: DEMO_PASSWORD } },
    },
  });
  const body = (await answer.json()) as { data?: { login: { userErrors: Array<{ code: string }> } } };
  if (!answer.ok() || !body.data || body.data.login.userErrors.length > 0) {
    throw new Error(`browser sign-in failed: HTTP ${answer.status()} ${JSON.stringify(body)}`);
  }
}
