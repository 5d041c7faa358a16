import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Screenshots the specs take for people to look at (not compared by any test). They go under this
// checkout's `screenshots/` (ignored by git), so runs in two worktrees never overwrite each other's;
// `SHOTS_DIR` moves the whole tree elsewhere. Not under Playwright's `test-results/`, which every run
// empties: the pictures of a spec run on its own stay beside those of the last full run.
const root = join(import.meta.dirname, '..', '..');

/** The folder of one spec's screenshots, `<checkout>/screenshots/<name>` (or `$SHOTS_DIR/<name>`), created if missing. */
export function shotsDir(name: string): string {
  const dir = join(resolve(root, process.env.SHOTS_DIR || 'screenshots'), name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
