import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

// The global setup starts one portal per worker (the real `npm start` entry on a fresh database and an
// ephemeral port); each worker reaches its own through the environment (tests/support/portalUrls.ts), and
// the `test` of tests/support/fixtures.ts sets it as the base URL.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: false,
  // Two workers, each with its own portal and database: flows that change the utility's settings (portal
  // disabled, login disabled) or count seeded rows never meet another worker's. Files run one after another
  // inside a worker.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
