// The reference API's demo data written once into a SQLite file, for harnesses that start several portals
// on the same data (the e2e global setup, the bench): each portal starts on a copy and seeds nothing, so its
// start-up wait is about start-up alone. Seeding runs in a child process with a limit of its own:
// `node scripts/seedDatabase.ts <file> small|large <seed>`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type Scale = 'small' | 'large';

export interface SeedOptions {
  scale: Scale;
  /** UTILITY_API_SEED of the portals that will start on the file (`loadConfig(env).seed`). */
  seed: number;
  /** Stops a seeding that takes longer; the large scale took up to 168 s on a busy 2-core machine. */
  limitMs: number;
  /** Called with the child, e.g. to kill it when the caller exits. */
  onChild?: (child: ReturnType<typeof spawn>) => void;
}

/** Seeds `file` (a new path); resolves with the seconds the seeding itself took. */
export function seedDatabaseFile(file: string, options: SeedOptions): Promise<number> {
  const { scale, seed } = options;
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file, scale, String(seed)], { stdio: ['ignore', 'pipe', 'inherit'] });
  options.onChild?.(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`seeding the ${scale} scale took longer than ${Math.round(options.limitMs / 1000)} s`));
    }, options.limitMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const seconds = Number(/^seeded in (\S+) s$/m.exec(output)?.[1]);
      if (code === 0 && Number.isFinite(seconds)) resolve(seconds);
      else reject(new Error(`seeding the ${scale} scale failed (exit ${code ?? signal})`));
    });
  });
}

/** The child: opens, migrates, seeds and closes the file (WAL checkpointed, so the file alone can be copied). */
async function seedFile(file: string, scale: Scale, seed: number): Promise<void> {
  const { openDatabase } = await import('../utility-api/src/db/open.ts');
  const { migrate } = await import('../utility-api/src/db/migrate.ts');
  const { seedDatabase } = await import('../utility-api/src/seed/seed.ts');
  const started = performance.now();
  const db = openDatabase(file);
  migrate(db);
  await seedDatabase(db, { seed, scale });
  db.close();
  console.log(`seeded in ${Math.round((performance.now() - started) / 100) / 10} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, scale, seed] = process.argv.slice(2);
  if (!file || (scale !== 'small' && scale !== 'large') || !Number.isInteger(Number(seed))) {
    throw new Error('usage: node scripts/seedDatabase.ts <file> small|large <seed>');
  }
  await seedFile(file, scale, Number(seed));
}
