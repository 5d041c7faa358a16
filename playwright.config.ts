import { defineConfig } from '@playwright/test';
import { chromiumArgs, e2eBrowserPath } from './tests/support/chromium.ts';

// The global setup starts one portal per worker (the real `npm start` entry on a fresh database and an
// ephemeral port); each worker reaches its own through the environment (tests/support/portalUrls.ts), and
// the `test` of tests/support/fixtures.ts sets it as the base URL.
export default defineConfig({
  testDir: 'tests/e2e',
  // The families' screenshot run (four whole flows, pictures for people to look at) belongs to the suite only
  // when asked for with FAMILY_SHOTS=1 (README), instead of standing in every run as a skipped test.
  testIgnore: process.env['FAMILY_SHOTS'] ? [] : ['**/applicationFamiliesShots.spec.ts'],
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
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast:
    // recording the screencast of every test to keep a few was nearly a third of the whole run's CPU
    // (Chromium's browser and GPU processes encoding frames), on 2 cores that two workers kept busy.
    // The failure itself is still captured as a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: e2eBrowserPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
