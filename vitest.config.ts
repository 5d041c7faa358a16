import { defineConfig } from 'vitest/config';

// One runner, three projects: the reference API and the gateway run in Node, the client in jsdom.
// Speed (README.md, Test it): the Node projects share one worker's loaded modules across files (every
// file starts its own servers and databases); the client gets one jsdom per worker and a fresh VM context
// per file (`vmThreads`) instead of a new jsdom for each of its files.
// Node tests start real servers on fresh seeded databases and hash passwords with the production scrypt
// cost: a few take 3 s on a quiet 2-core machine and went past Vitest's default 5 s while the machine was
// busy (guards.test.ts, 41 sign-ins on its own harness). Client tests that type a whole form with
// user-event take 0.5–0.7 s alone and once went past 5 s at load average 8.7 (ChangePasswordScreen,
// ResetPasswordScreen): every project gets the same limit. A test that hangs still fails.
const TEST_TIMEOUT_MS = 15_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'utility-api',
          environment: 'node',
          include: ['utility-api/**/*.test.ts'],
          isolate: false,
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/**/*.test.ts'],
          isolate: false,
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        extends: './client/vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          pool: 'vmThreads',
          testTimeout: TEST_TIMEOUT_MS,
          setupFiles: ['./tests/support/vitestVmGlobals.ts'],
        },
      },
    ],
  },
});
