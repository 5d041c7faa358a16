import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH: the full browser, which the bench measures paint in (bench/client/paint.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the full browser's window layers, as
 * Playwright's own headless Chromium. It runs the end-to-end suite with about half of the full browser's
 * CPU, and the suite keeps both cores of a 2-core machine busy.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The end-to-end tests' browser: CHROMIUM_PATH when set, else the headless shell when installed, else chromium. */
export function e2eBrowserPath(): string {
  if (process.env.CHROMIUM_PATH === undefined && existsSync(headlessShellPath)) return headlessShellPath;
  return chromiumPath;
}

/** Flags for a headless Chromium on a machine without outside network (no background calls home). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
