/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
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

/**
 * Modules of the `app` chunk (see build.rolldownOptions); their static imports join it too. The
 * network layer's upload code (multipart body, XMLHttpRequest, progress) loads with the first upload,
 * its subscription transport (Server-Sent Events) with the first subscription, and the screens' mutation hook
 * (`useFormMutation`) with the first screen that runs one.
 * The login page's identifier check (shared/contacts.ts) joins it rather than becoming a request of its own.
 */
const appCore =
  /shared[\\/]contacts\.ts$|client[\\/]src[\\/](i18n[\\/]|router[\\/](?!employeeRoutes|customerRoutes)|relay[\\/](?!uploadRequest|multipartBody|uploadProgress|useUploadProgress|subscribeGraphQL|eventStream|useFormMutation)|notifications[\\/]|serviceWorker[\\/]|components[\\/](Button|TextField|PasswordField|CheckboxField|PageTitle|EmptyState|RouteFallback|Loader|SkipLink|NotificationList|LazyDialog|focusRing|timing|inputs[\\/](useLatest|useCountdown|ResendButton|OtpInput))\.tsx?$|routes[\\/]auth[\\/]loginSettings\.ts$)/;

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
          groups: [
            {
              name: 'vendor',
              test: /(node_modules[\\/](react|react-dom|scheduler|relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime|react-router|react-router-dom|cookie|set-cookie-parser)[\\/])|(client[\\/]build[\\/])/,
              priority: 2,
            },
            {
              // The app's own code every first page runs (shell, Relay environment, i18n, router, the
              // basic form controls), in one file beside the entry instead of some twenty small shared
              // chunks. Headless UI (dialogs, menus, listboxes) stays out: it loads with what uses it.
              name: 'app',
              test: appCore,
              priority: 1,
            },
            {
              // Headless UI's form controls and the react-aria interactions under them, shared by many
              // screens (not by /login): one file instead of a dozen small ones. Menus and dialogs
              // (floating positioning, focus traps) are not matched and stay with what opens them.
              name: 'vendor-forms',
              test: /node_modules[\\/]@headlessui[\\/]react[\\/]dist[\\/]components[\\/](field|label|description|select|input)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
}));
