import { test as base, expect, type Page } from '@playwright/test';
import { portalUrl, utilityApiUrl } from './portalUrls.ts';

/** Password of every demo login (utility-api/README.md). */
export const DEMO_PASSWORD = 'Demo-2026!';

export const demoUsers = {
  customerByEmail: 'maria@demo.test',
  customerByMobile: '99123456',
  employee: 'staff@demo.test',
  fieldWorker: 'field@demo.test',
  /** A customer of her own for the application families' specs, so they never change Maria's lists. */
  familiesApplicant: 'applicant@demo.test',
} as const;

/** The portal under test of this worker and the reference utility API it talks to (one per worker). */
export { portalUrl, utilityApiUrl };

/** Calls the reference utility API directly (its development endpoints and its REST contract). */
export async function utilityApi<T>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${utilityApiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * A signed-in REST session on the reference API, to read what a test needs (real keys, seeded rows) as the
 * utility would answer it: returns a caller that POSTs with the session's cookie.
 */
export async function utilityApiSession(login: string, password = DEMO_PASSWORD) {
  const answer = await fetch(`${utilityApiUrl()}/account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: login, Password: password }),
  });
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return <T>(path: string, body: object = {}): Promise<T> => utilityApi<T>(path, body, { cookie });
}

export const settingsControl = {
  organisation: (values: Record<string, unknown>) => utilityApi('/__dev/organisation-settings', { values }),
  utility: (values: Record<string, unknown>) => utilityApi('/__dev/settings', { values }),
  reset: () => utilityApi('/__dev/reset-settings'),
};

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export const test = base.extend({
  // The portal's URL is known only after the global setup started it, and each worker has its own.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and this one has none
  baseURL: async ({}, use) => use(portalUrl()),
});

export { expect };
