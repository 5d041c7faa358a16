// `npm run check:static`: npm scripts that only read the checkout (type checks, lint, dead code, the
// OpenAPI, citation and schema checks) run at the same time instead of one after another. Each is mostly one
// process on one core: in turn they left one of CI's two cores idle for most of a minute. Each script's
// output is printed whole once it ends, in the order given, so the log reads as a sequential run's; the
// run fails when any script failed, after all of them ended.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

interface Finished {
  script: string;
  code: number;
  output: Buffer;
}

function run(script: string): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/runTogether.ts <npm script>…');
  process.exit(2);
}
const failed: string[] = [];
for (const finished of scripts.map(run)) {
  const { script, code, output } = await finished;
  process.stdout.write(output);
  if (code !== 0) failed.push(`npm run ${script} (exit code ${code})`);
}
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
