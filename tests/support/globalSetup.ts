import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { loadConfig } from '../../gateway/src/config.ts';
import { ensureClientBuilt } from '../../scripts/clientBuild.ts';
import { startPortalProcess, type PortalProcess } from '../../scripts/portalProcess.ts';
import { seedDatabaseFile } from '../../scripts/seedDatabase.ts';
import { FAKE_RECAPTCHA_SECRET, FAKE_RECAPTCHA_URL_ENV, startFakeRecaptcha, type FakeRecaptcha } from './fakeRecaptcha.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from './oidcProvider.ts';
import { portalEnvNames } from './portalUrls.ts';

/** Seeding the small scale takes seconds; the limit is for a machine far busier than any seen so far. */
const SEED_LIMIT_MS = 5 * 60_000;

/**
 * Starts the portal the way a user does (`scripts/start.ts`), on port 0 with a fresh data folder holding a
 * copy of `database`. `label` prefixes its output lines.
 */
async function startPortal(identityProvider: LocalOidcProvider, captcha: FakeRecaptcha, database: string, label: string): Promise<PortalProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  copyFileSync(database, join(dataDir, 'utility.sqlite'));
  try {
    const running = await startPortalProcess({
      label,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
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
      onLine: (line) => process.stdout.write(`[${label}] ${line}\n`),
    });
    return {
      ...running,
      stop: async () => {
        await running.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts one portal per test worker, each on its own copy of one freshly seeded database, so that flows
 * changing the utility's settings or counting seeded rows in one worker never see another worker's changes.
 * The data is seeded once, before any portal starts (scripts/seedDatabase.ts), so the portals' start-up
 * wait is about start-up alone. Worker N (its parallel index) finds its URLs as PORTAL_URL_N and
 * UTILITY_API_URL_FOR_TESTS_N (`portalUrls.ts`). The portals share one local OpenID provider (it accepts
 * any loopback port, docs/sso.md) and one local stand-in of the captcha provider.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const portalConfig = loadConfig(process.env);
  if (process.env.SKIP_CLIENT_BUILD !== '1') ensureClientBuilt(portalConfig.clientDir);
  const seedDir = mkdtempSync(join(tmpdir(), 'portal-e2e-seed-'));
  const database = join(seedDir, 'utility.sqlite');
  const portals: PortalProcess[] = [];
  let identityProvider: LocalOidcProvider | undefined;
  let captcha: FakeRecaptcha | undefined;
  const teardown = async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    await identityProvider?.close();
    await captcha?.close();
    rmSync(seedDir, { recursive: true, force: true });
  };
  try {
    await seedDatabaseFile(database, { scale: portalConfig.scale, seed: portalConfig.seed, limitMs: SEED_LIMIT_MS });
    // Employees' single sign-on (docs/sso.md) goes to a local OpenID provider on loopback.
    const provider = await startLocalOidcProvider();
    identityProvider = provider;
    // The captcha provider's stand-in on loopback, shared by the portals like the identity provider.
    const recaptcha = await startFakeRecaptcha();
    captcha = recaptcha;
    process.env[FAKE_RECAPTCHA_URL_ENV] = recaptcha.url;
    const count = Math.max(1, config.workers);
    const started = await Promise.allSettled(
      Array.from({ length: count }, (_, index) => startPortal(provider, recaptcha, database, count === 1 ? 'portal' : `portal ${index}`)),
    );
    portals.push(...started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  portals.forEach((portal, index) => {
    const names = portalEnvNames(index);
    process.env[names.portal] = portal.portal;
    process.env[names.api] = portal.api;
  });
  return teardown;
}
