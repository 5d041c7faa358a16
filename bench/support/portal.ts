import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

const root = join(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 120_000;
/** A portal the bench forgets to stop still stops: no benchmark runs anywhere near this long. */
const LIFETIME_LIMIT_MS = 10 * 60_000;

export interface Portal {
  /** The gateway (client, /graphql). */
  url: string;
  /** The embedded reference utility API, when this portal runs one. */
  apiUrl: string;
  /** The data folder: the embedded utility API's SQLite file is `utility.sqlite` in it. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the portal the way `npm start` does (`scripts/start.ts`, as tests/support/globalSetup.ts
 * does), in production mode on port 0 with a fresh data folder. With `utilityApiUrl` only the
 * gateway starts, in front of that API. The child stops when its stdin closes (the bench ended or
 * died) or after LIFETIME_LIMIT_MS. `env` overrides the gateway's configuration (README, Configuration).
 */
export async function startPortal(options: { utilityApiUrl?: string; env?: Record<string, string> } = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PORT: '0',
    DATA_DIR: dataDir,
    PORTAL_EXIT_ON_STDIN_END: '1',
    SKIP_CLIENT_BUILD: '1',
    // The bench signs in and queries with operation text, as an API client; production would
    // otherwise run only persisted documents for requests without an integrator API token.
    PERSISTED_DOCUMENTS_ONLY: '0',
    ...options.env,
  };
  if (options.utilityApiUrl) env.UTILITY_API_URL = options.utilityApiUrl;
  else delete env.UTILITY_API_URL;
  const child = spawn(process.execPath, ['scripts/start.ts'], { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const killer = setTimeout(() => child.kill('SIGKILL'), LIFETIME_LIMIT_MS);
  killer.unref();

  const urls = await readUrls(child, Boolean(options.utilityApiUrl));
  return {
    url: urls.portal,
    apiUrl: options.utilityApiUrl ?? urls.api,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function readUrls(child: ChildProcessByStdio<Writable, Readable, null>, gatewayOnly: boolean): Promise<{ portal: string; api: string }> {
  return new Promise((resolve, reject) => {
    let api = '';
    const timer = setTimeout(() => reject(new Error('the portal did not start in time')), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the portal exited with code ${code} during start-up`)));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const apiMatch = /utility API .* on (http:\/\/\S+)/.exec(line);
      if (apiMatch?.[1]) api = apiMatch[1];
      const portalMatch = /Portal listening on (http:\/\/\S+)/.exec(line);
      if (portalMatch?.[1] && (gatewayOnly || api)) {
        clearTimeout(timer);
        // The access log goes on being written at the product's level; it is drained, not parsed.
        lines.close();
        child.stdout.resume();
        resolve({ portal: portalMatch[1], api });
      }
    });
  });
}
