// Makes sure the end-to-end tests and the bench have a browser: Debian's chromium, never a downloaded
// build (the machines reach only the npm registry and Debian's packages). With `e2e`, also Debian's
// chromium-headless-shell, which the end-to-end tests run in (tests/support/chromium.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, e2eBrowserPath, headlessShellPath } from '../tests/support/chromium.ts';

const forE2e = process.argv.includes('e2e');
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function install(packages: string[]): void {
  console.log(`Installing Debian ${packages.join(', ')} (apt-get install)…`);
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages, 'fonts-dejavu-core'], options);
}

try {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(forE2e && process.env.CHROMIUM_PATH === undefined && !existsSync(headlessShellPath) ? ['chromium-headless-shell'] : []),
  ];
  if (missing.length > 0 && canInstall) install(missing);
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's "chromium" package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  const browser = forE2e ? e2eBrowserPath() : chromiumPath;
  if (forE2e && browser === chromiumPath && process.env.CHROMIUM_PATH === undefined) {
    console.warn(`No ${headlessShellPath}: the end-to-end tests run in the full browser, with about twice the CPU (apt-get install chromium-headless-shell).`);
  }
  const version = execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Browser for ${forE2e ? 'end-to-end tests' : 'the bench'}: ${version} (${browser})`);
} catch (error) {
  console.error(`Cannot run the browser tests: ${(error as Error).message}`);
  process.exit(1);
}
