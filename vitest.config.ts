import { defineConfig } from 'vitest/config';

// One runner, three projects: the reference API and the gateway run in Node, the client in jsdom.
// Speed (README.md, Test it): the Node projects share one worker's loaded modules across files (every
// file starts its own servers and databases); the client gets one jsdom per worker and a fresh VM context
// per file (`vmThreads`) instead of a new jsdom for each of its files.
// Node tests start real servers on fresh seeded databases and hash passwords with the production scrypt
// cost: a few take 3 s on a quiet 2-core machine and went past Vitest's default 5 s while the machine was
// busy (guards.test.ts, 41 sign-ins on its own harness). A test that hangs still fails.
const NODE_TEST_TIMEOUT_MS = 15_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'utility-api',
          environment: 'node',
          include: ['utility-api/**/*.test.ts'],
          isolate: false,
          testTimeout: NODE_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/**/*.test.ts'],
          isolate: false,
          testTimeout: NODE_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: './client/vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          pool: 'vmThreads',
          setupFiles: ['./tests/support/vitestVmGlobals.ts'],
        },
      },
    ],
  },
});
