import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startLocalOidcProvider } from './oidcProvider.ts';

const root = join(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 120_000;

/**
 * Starts the portal the way a user does (`scripts/start.ts`), on port 0 with a fresh data folder, and
 * publishes its URLs to the test workers as PORTAL_URL and UTILITY_API_URL_FOR_TESTS.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // Employees' single sign-on (docs/sso.md) goes to a local OpenID provider on loopback.
  const identityProvider = await startLocalOidcProvider();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      PORTAL_EXIT_ON_STDIN_END: '1',
      LOG_LEVEL: 'warn',
      // Flows change the utility's settings and expect the portal to follow at once.
      SETTINGS_CACHE_TTL_SECONDS: '0',
      // Every test browser signs in from 127.0.0.1; the per-login limit stays as in production.
      AUTH_ATTEMPTS_PER_ADDRESS: '1000',
      OIDC_ISSUER: identityProvider.issuer,
      OIDC_CLIENT_ID: identityProvider.clientId,
      OIDC_CLIENT_SECRET: identityProvider.clientSecret,
      OIDC_PROVIDER_NAME: 'Utility ID',
      // The live unread count (realtime.spec.ts) checks every 2 s instead of every minute (000 §9).
      UNREAD_POLL_FIRST_MS: '500',
      UNREAD_POLL_INTERVAL_MS: '2000',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });

  const urls = await new Promise<{ portal: string; api: string }>((resolve, reject) => {
    let api = '';
    const timer = setTimeout(() => reject(new Error('the portal did not start in time')), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the portal exited with code ${code} during start-up`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      process.stdout.write(`[portal] ${line}\n`);
      const apiMatch = /utility API .* on (http:\/\/\S+)/.exec(line);
      if (apiMatch?.[1]) api = apiMatch[1];
      const portalMatch = /Portal listening on (http:\/\/\S+)/.exec(line);
      if (portalMatch?.[1]) {
        clearTimeout(timer);
        resolve({ portal: portalMatch[1], api });
      }
    });
  });
  process.env.PORTAL_URL = urls.portal;
  process.env.UTILITY_API_URL_FOR_TESTS = urls.api;

  return async () => {
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await identityProvider.close();
  };
}
