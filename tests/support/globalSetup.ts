import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FullConfig } from '@playwright/test';
import { loadConfig } from '../../gateway/src/config.ts';
import { ensureClientBuilt } from '../../scripts/clientBuild.ts';
import { FAKE_RECAPTCHA_SECRET, FAKE_RECAPTCHA_URL_ENV, startFakeRecaptcha, type FakeRecaptcha } from './fakeRecaptcha.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from './oidcProvider.ts';
import { portalEnvNames } from './portalUrls.ts';

const root = join(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 120_000;

interface RunningPortal {
  portal: string;
  api: string;
  stop(): Promise<void>;
}

/**
 * Starts the portal the way a user does (`scripts/start.ts`), on port 0 with a fresh data folder.
 * `label` prefixes its output lines.
 */
async function startPortal(identityProvider: LocalOidcProvider, captcha: FakeRecaptcha, label: string): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      PORTAL_EXIT_ON_STDIN_END: '1',
      // Built once by the global setup, rather than by every portal at the same time.
      SKIP_CLIENT_BUILD: '1',
      LOG_LEVEL: 'warn',
      // Flows change the utility's settings and expect the portal to follow at once.
      SETTINGS_CACHE_TTL_SECONDS: '0',
      // Every test browser signs in from 127.0.0.1; the per-login limit stays as in production.
      AUTH_ATTEMPTS_PER_ADDRESS: '1000',
      OIDC_ISSUER: identityProvider.issuer,
      OIDC_CLIENT_ID: identityProvider.clientId,
      OIDC_CLIENT_SECRET: identityProvider.clientSecret,
      OIDC_PROVIDER_NAME: 'Utility ID',
      // A real site key's captcha (captcha.spec.ts) is verified by the gateway with a local fake of the
      // provider: the reference API's offline stand-in key does not pass with these set (docs/integrators.md).
      RECAPTCHA_SECRET: FAKE_RECAPTCHA_SECRET,
      RECAPTCHA_SCRIPT_URL: captcha.scriptUrl,
      RECAPTCHA_VERIFY_URL: captcha.verifyUrl,
      // The live unread count (realtime.spec.ts) checks every 2 s instead of every minute (000 §9).
      UNREAD_POLL_FIRST_MS: '500',
      UNREAD_POLL_INTERVAL_MS: '2000',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });

  const urls = await new Promise<{ portal: string; api: string }>((resolve, reject) => {
    let api = '';
    const timer = setTimeout(() => reject(new Error(`${label} did not start in time`)), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`${label} exited with code ${code} during start-up`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      process.stdout.write(`[${label}] ${line}\n`);
      const apiMatch = /utility API .* on (http:\/\/\S+)/.exec(line);
      if (apiMatch?.[1]) api = apiMatch[1];
      const portalMatch = /Portal listening on (http:\/\/\S+)/.exec(line);
      if (portalMatch?.[1]) {
        clearTimeout(timer);
        resolve({ portal: portalMatch[1], api });
      }
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...urls, stop };
}

/**
 * Starts one portal per test worker, each on its own fresh database, so that flows changing the utility's
 * settings or counting seeded rows in one worker never see another worker's changes. Worker N (its
 * parallel index) finds its URLs as PORTAL_URL_N and UTILITY_API_URL_FOR_TESTS_N (`portalUrls.ts`).
 * The portals share one local OpenID provider (it accepts any loopback port, docs/sso.md).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.SKIP_CLIENT_BUILD !== '1') ensureClientBuilt(loadConfig(process.env).clientDir);
  // Employees' single sign-on (docs/sso.md) goes to a local OpenID provider on loopback.
  const identityProvider = await startLocalOidcProvider();
  // The captcha provider's stand-in on loopback, shared by the portals like the identity provider.
  const captcha = await startFakeRecaptcha();
  process.env[FAKE_RECAPTCHA_URL_ENV] = captcha.url;
  const count = Math.max(1, config.workers);
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => startPortal(identityProvider, captcha, count === 1 ? 'portal' : `portal ${index}`)),
  );
  const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    await identityProvider.close();
    await captcha.close();
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  portals.forEach((portal, index) => {
    const names = portalEnvNames(index);
    process.env[names.portal] = portal.portal;
    process.env[names.api] = portal.api;
  });
  return teardown;
}
