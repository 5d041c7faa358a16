// `node bench/client/clientOnly.ts`: benchmark 3 alone (bench/README.md) — the weight of a first visit
// to /login and /userHome, the employee-chunk check, LCP and TBT — plus the files /login loaded, largest
// first, to see what a change moved. Measures the build in client/dist as it is (run `npm run build`
// first, under `flock /tmp/e2e.lock` in a shared checkout); writes nothing. About half a minute.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clientDist, weightOf } from '../support/builtClient.ts';
import { startPortal } from '../support/portal.ts';
import { freshContext, launchChromium, visit } from './browser.ts';
import { measurePaint } from './paint.ts';
import { measureWeight } from './weight.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The script files a fresh visitor's /login loaded, with their brotli weight, largest first. */
async function loginFiles(baseUrl: string, browser: Awaited<ReturnType<typeof launchChromium>>) {
  const context = await freshContext(browser, baseUrl);
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js') && response.ok()) files.add(path);
  });
  await visit(page, '/login');
  await context.close();
  return [...files].map((file) => ({ file, brotli: weightOf(file).brotli })).sort((a, b) => b.brotli - a.brotli);
}

async function main() {
  if (!existsSync(join(clientDist, 'index.html'))) throw new Error('client/dist has no build: run `npm run build` first');
  const portal = await startPortal();
  const browser = await launchChromium();
  try {
    const weight = await measureWeight(browser, portal.url);
    for (const page of [weight.login, weight.userHome]) {
      console.log(
        `${page.path}: ${page.js.files} JS files, ${kb(page.js.raw)} raw, ${kb(page.js.gzip)} gzip, ${kb(page.js.brotli)} brotli; CSS ${kb(page.css.brotli)} brotli`,
      );
    }
    console.log(`${weight.loginBudget.rule}: ${weight.loginBudget.pass ? 'pass' : 'FAIL'} (brotli ${weight.loginBudget.brotliRatio}×)`);
    console.log(`${weight.employeeChunks.rule}: ${weight.employeeChunks.pass ? 'pass' : `FAIL ${weight.employeeChunks.loaded.join(', ')}`}`);
    console.log('\n/login scripts, brotli:');
    for (const { file, brotli } of await loginFiles(portal.url, browser)) console.log(`  ${kb(brotli).padStart(9)}  ${file}`);
    const paint = await measurePaint(browser, portal.url);
    console.log('\npage, CPU slowdown: LCP, TBT (median of 3 cold loads, ms)');
    for (const run of paint.runs) console.log(`  ${run.path}, ${run.cpuSlowdown}×: ${run.lcpMs}, ${run.tbtMs}`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
