// Makes sure the end-to-end tests have a browser: Debian's chromium, never a downloaded build
// (the machines reach only the npm registry and Debian's packages).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/support/chromium.ts';

function install(): void {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's "chromium" package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log('Installing Debian chromium (apt-get install chromium)…');
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], options);
}

try {
  if (!existsSync(chromiumPath)) install();
  if (!existsSync(chromiumPath)) throw new Error(`Installing chromium did not produce ${chromiumPath}.`);
  const version = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Browser for end-to-end tests: ${version} (${chromiumPath})`);
} catch (error) {
  console.error(`Cannot run the end-to-end tests: ${(error as Error).message}`);
  process.exit(1);
}
