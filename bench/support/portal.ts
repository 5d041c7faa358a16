import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPortalProcess } from '../../scripts/portalProcess.ts';
import { removeDir, temporaryDir, trackChild } from './cleanup.ts';
import { seededData } from './seededData.ts';
import { deferToStep, scaledLimit } from './steps.ts';

/** A portal the bench forgets to stop still stops; no step runs this long, even on a busy machine (bench/support/steps.ts). */
const LIFETIME_LIMIT_MS = 60 * 60_000;
/** Start-up alone: the embedded API starts on a copy of data seeded before (bench/support/seededData.ts). */
const STARTUP_TIMEOUT_MS = 120_000;

export interface Portal {
  /** The gateway (client, /graphql). */
  url: string;
  /** The embedded reference utility API, when this portal runs one. */
  apiUrl: string;
  /** The data folder: the embedded utility API's SQLite file is `utility.sqlite` in it. */
  dataDir: string;
  /** The gateway's process (the embedded API, when there is one, runs in a child of it). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the portal the way `npm start` does (`scripts/start.ts`, as tests/support/globalSetup.ts
 * does), in production mode on port 0 with a fresh data folder, its embedded utility API on a copy of
 * `database` (default: the small scale of `seededData`, seeded once per run). With `utilityApiUrl` only
 * the gateway starts, in front of that API. The child stops when its stdin closes (the bench ended or died)
 * or after LIFETIME_LIMIT_MS; one that does not start in time is killed. Started within a bench step, it is
 * stopped when the step ends (bench/support/steps.ts). `env` overrides the gateway's configuration
 * (README, Configuration); `root` starts another checkout's portal (A/B runs of two trees).
 */
/**
 * The bench's production gateways serve `/metrics` only with this token (README, Configuration:
 * METRICS_TOKEN); the bench reads the gateway's CPU time and memory there.
 */
export const BENCH_METRICS_TOKEN = randomBytes(24).toString('hex');

/** `/metrics` of a portal the bench started. */
export const metricsRequest = { headers: { accept: 'text/plain', authorization: `Bearer ${BENCH_METRICS_TOKEN}` } };

export async function startPortal(options: { utilityApiUrl?: string; database?: string; env?: Record<string, string>; root?: string } = {}): Promise<Portal> {
  const database = options.utilityApiUrl ? undefined : (options.database ?? (await seededData('small')).file);
  const dataDir = temporaryDir('portal-bench-');
  if (database) copyFileSync(database, join(dataDir, 'utility.sqlite'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PORT: '0',
    DATA_DIR: dataDir,
    SKIP_CLIENT_BUILD: '1',
    // The bench signs in and queries with operation text, as an API client; production would
    // otherwise run only persisted documents for requests without an integrator API token.
    PERSISTED_DOCUMENTS_ONLY: '0',
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    ...options.env,
  };
  if (options.utilityApiUrl) env.UTILITY_API_URL = options.utilityApiUrl;
  else delete env.UTILITY_API_URL;
  let killer: NodeJS.Timeout | undefined;
  try {
    const running = await startPortalProcess({
      env,
      label: 'the portal',
      gatewayOnly: Boolean(options.utilityApiUrl),
      root: options.root,
      startupTimeoutMs: scaledLimit(STARTUP_TIMEOUT_MS),
      onChild: (child) => {
        trackChild(child);
        killer = setTimeout(() => child.kill('SIGKILL'), LIFETIME_LIMIT_MS);
        killer.unref();
      },
    });
    const stop = async () => {
      await running.stop();
      clearTimeout(killer);
      removeDir(dataDir);
    };
    deferToStep(stop);
    return { url: running.portal, apiUrl: options.utilityApiUrl ?? running.api, dataDir, pid: running.pid, stop };
  } catch (error) {
    clearTimeout(killer);
    removeDir(dataDir);
    throw error;
  }
}
