/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { serviceWorker } from './serviceWorker/vitePlugin.ts';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const clientRoot = fileURLToPath(new URL('.', import.meta.url));

// Paths the gateway answers; the browser app itself is served by Vite in development.
const gatewayPaths = ['/graphql', '/files', '/auth/sso', '/healthz'];

export default defineConfig({
  root: clientRoot,
  plugins: [react(), relay, tailwindcss(), serviceWorker()],
  server: {
    proxy: Object.fromEntries(gatewayPaths.map((path) => [path, { target: gatewayUrl, changeOrigin: false, ws: path === '/graphql' }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The service worker's precache list and the bench's chunk classification read it (bench/README.md).
    manifest: true,
    // Screens load lazily per route; the libraries every page needs get stable, cacheable vendor chunks.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor-relay', test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
            { name: 'vendor-router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
});
