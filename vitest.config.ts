import { defineConfig } from 'vitest/config';

// One runner, three projects: the reference API and the gateway run in Node, the client in jsdom.
// Speed (README.md, Test it): the Node projects share one worker's loaded modules across files (every
// file starts its own servers and databases); the client gets one jsdom per worker and a fresh VM context
// per file (`vmThreads`) instead of a new jsdom for each of its files.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'utility-api',
          environment: 'node',
          include: ['utility-api/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/**/*.test.ts'],
          isolate: false,
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
