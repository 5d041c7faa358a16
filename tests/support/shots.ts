import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';

// Screenshots the specs take for people to look at (not compared by any test). They go under this
// checkout's `screenshots/` (ignored by git), so runs in two worktrees never overwrite each other's;
// `SHOTS_DIR` moves the whole tree elsewhere. Not under Playwright's `test-results/`, which every run
// empties: the pictures of a spec run on its own stay beside those of the last full run.
const root = join(import.meta.dirname, '..', '..');

/**
 * In CI nobody looks at the pictures and the run throws them away, while encoding a full page as PNG costs
 * Chromium and the worker about a second each time.
 */
const picturesWanted = !process.env.CI;

/** The folder of one spec's screenshots, `<checkout>/screenshots/<name>` (or `$SHOTS_DIR/<name>`), created if missing. */
export function shotsDir(name: string): string {
  const dir = join(resolve(root, process.env.SHOTS_DIR || 'screenshots'), name);
  if (picturesWanted) mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Writes `<dir>/<name>.png` of a page (the whole page unless `fullPage: false`) or of one element. In CI it
 * only waits for what the picture would have waited for (the page's fonts, the element shown), so the
 * checks that follow it meet the same page either way. `settleMs` lets an animation the page shows no sign
 * of ending (a map's view gliding to what it fits) finish before the picture; without a picture there is
 * nothing to wait for.
 */
export async function shot(target: Page | Locator, dir: string, name: string, options: { fullPage?: boolean; settleMs?: number } = {}): Promise<void> {
  const path = join(dir, `${name}.png`);
  if ('goto' in target) {
    if (picturesWanted && options.settleMs !== undefined) await target.waitForTimeout(options.settleMs);
    if (picturesWanted) await target.screenshot({ path, fullPage: options.fullPage ?? true });
    else await target.evaluate(() => document.fonts.ready.then(() => undefined));
  } else if (picturesWanted) {
    await target.screenshot({ path });
  } else {
    await target.waitFor({ state: 'visible' });
  }
}
