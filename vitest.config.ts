import { defineConfig } from 'vitest/config';

// One runner, three projects: the reference API and the gateway run in Node, the client in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'utility-api',
          environment: 'node',
          include: ['utility-api/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/**/*.test.ts'],
        },
      },
      {
        extends: './client/vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
