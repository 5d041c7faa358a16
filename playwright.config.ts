import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

// The portal is started once by the global setup (the real `npm start` entry on a fresh database and
// an ephemeral port); its URL reaches the workers through the environment.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: false,
  // Some flows change the utility's settings (portal disabled, login disabled): one worker keeps them apart.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.PORTAL_URL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
