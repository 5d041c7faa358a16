import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: the reference API and the gateway run in Node, the client in jsdom.
// Speed (README.md, Test it): the Node projects share one worker's loaded modules across files (every
// file starts its own servers and databases); the client gets one jsdom per worker and a fresh VM context
// per file (`vmThreads`) instead of a new jsdom for each of its files.
// Time limits leave room for a machine busy with other work (load 7–23 on 2 cores was seen): a test
// that hangs still fails, later. Client tests that type a whole form with user-event take 0.5–0.7 s
// alone and took 15.3–15.5 s at load 20–23 (RegistrationView, NewCustomerWizard, ChangePasswordScreen);
// Node tests run real servers. Set-up hooks of the Node projects start servers (several per file, with
// Redis or an OpenID provider): they get a minute. Seeding, the slow part of a reference API's start,
// is done once per worker and copied (`utility-api/src/testing/seededDatabase.ts`), and the route schemas
// of every API a worker builds are compiled once (`utility-api/src/testing/sharedCompilers.ts`).
// One worker per core, in every project (projects that share a run must agree). Vitest's default for `run`
// leaves a core free (one worker on 2 cores), but the suite's files spend much of their time waiting on
// their servers, sockets and child processes: at load 8-10 on 2 cores the whole run took 171 s with two
// workers and 193 s with one.
const MAX_WORKERS = availableParallelism();
const TEST_TIMEOUT_MS = 30_000;
const NODE_HOOK_TIMEOUT_MS = 60_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'utility-api',
          environment: 'node',
          include: ['utility-api/**/*.test.ts'],
          isolate: false,
          maxWorkers: MAX_WORKERS,
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: NODE_HOOK_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          // The rules of shared/ are pure functions the three tiers import; they run here, in Node.
          include: ['gateway/**/*.test.ts', 'shared/**/*.test.ts'],
          isolate: false,
          maxWorkers: MAX_WORKERS,
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: NODE_HOOK_TIMEOUT_MS,
        },
      },
      {
        extends: './client/vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          pool: 'vmThreads',
          maxWorkers: MAX_WORKERS,
          testTimeout: TEST_TIMEOUT_MS,
          setupFiles: ['./tests/support/vitestVmGlobals.ts'],
        },
      },
    ],
  },
});
