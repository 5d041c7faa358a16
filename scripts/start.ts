// `npm start`: one process tree, one URL. Builds the client when it is missing or stale, starts the
// reference utility API on an embedded SQLite file in a child process (scripts/utilityApiProcess.ts;
// nothing when UTILITY_API_URL names a real backend) and the gateway that serves the client.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../gateway/src/config.ts';
import { startGateway } from '../gateway/src/server.ts';
import { ensureClientBuilt } from './clientBuild.ts';
import { startUtilityApiProcess } from './utilityApiProcess.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (process.env.SKIP_CLIENT_BUILD !== '1') ensureClientBuilt(config.clientDir);

  const closers: Array<() => Promise<void>> = [];
  let utilityApiUrl = config.utilityApiUrl;
  if (!utilityApiUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    const api = await startUtilityApiProcess({ dbFile: join(config.dataDir, 'utility.sqlite'), seed: config.seed, scale: config.scale, portalUrl: config.publicUrl }, (how) => {
      // Without its API the portal would only answer errors: it stops, as it would not have started.
      console.error(`${how}; the portal stops`);
      void stop(1);
    });
    utilityApiUrl = api.url;
    closers.push(api.close);
    console.log(`Reference utility API (embedded, demo data) on ${api.url}  outbox: ${api.url}/__dev/outbox.html`);
  }

  const gateway = await startGateway({ ...config, utilityApiUrl });
  closers.unshift(gateway.close);
  console.log(`Portal listening on ${gateway.url}`);

  let stopping = false;
  async function stop(code = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    for (const close of closers) await close();
    process.exit(code);
  }
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Test harnesses start the portal as a child process and close its stdin to stop it, so that it
  // stops by itself even when the harness is killed.
  if (process.env.PORTAL_EXIT_ON_STDIN_END === '1') {
    process.stdin.on('end', () => void stop()).on('close', () => void stop()).resume();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
