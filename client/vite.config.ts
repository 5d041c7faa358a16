/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { chunkGroups } from './build/chunkGroups.ts';
import { serviceWorker } from './serviceWorker/vitePlugin.ts';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router's package exports name only its development build (dev warnings on); production
 * builds take the production files it ships beside them.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const productionAliases = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
  // Only the parts of Relay the client reaches (see the files; `client/src/relay/relayBuild.test.ts`).
  { find: /^relay-runtime$/, replacement: fileURLToPath(new URL('./build/relayRuntime.cjs', import.meta.url)) },
  { find: /^react-relay(\/hooks)?$/, replacement: fileURLToPath(new URL('./build/reactRelayHooks.js', import.meta.url)) },
  { find: /^\.\/useFragmentInternal_CURRENT$/, replacement: fileURLToPath(new URL('./build/useFragmentInternalCurrent.js', import.meta.url)) },
];

// Paths the gateway answers; the browser app itself is served by Vite in development.
const gatewayPaths = ['/graphql', '/files', '/auth/sso', '/healthz'];

export default defineConfig(({ command }) => ({
  root: clientRoot,
  plugins: [react(), relay, tailwindcss(), serviceWorker()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  server: {
    proxy: Object.fromEntries(gatewayPaths.map((path) => [path, { target: gatewayUrl, changeOrigin: false, ws: path === '/graphql' }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The service worker's precache list and the bench's chunk classification read it (bench/README.md).
    manifest: true,
    // The browsers of Vite's build target know <link rel="modulepreload"> (and one that does not still runs
    // the page, only without the preload hint): no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Screens load lazily per route; the libraries every page needs share one stable, cacheable vendor
    // chunk: one file compresses better than four (brotli sees their common code once) and every page
    // needs all of them for its first render anyway.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
  test: {
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
}));
