// `npm start`: one process tree, one URL. Builds the client when it is missing or stale, starts the
// reference utility API on an embedded SQLite file (unless UTILITY_API_URL names a real backend) and
// the gateway that serves the client.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../gateway/src/config.ts';
import { startGateway } from '../gateway/src/server.ts';
import { ensureClientBuilt } from './clientBuild.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (process.env.SKIP_CLIENT_BUILD !== '1') ensureClientBuilt(config.clientDir);

  const closers: Array<() => Promise<void>> = [];
  let utilityApiUrl = config.utilityApiUrl;
  if (!utilityApiUrl) {
    const { startUtilityApi } = await import('../utility-api/src/server.ts');
    mkdirSync(config.dataDir, { recursive: true });
    const api = await startUtilityApi({
      dbFile: join(config.dataDir, 'utility.sqlite'),
      seed: config.seed,
      scale: config.scale,
      devEndpoints: true,
    });
    utilityApiUrl = api.url;
    closers.push(api.close);
    console.log(`Reference utility API (embedded, demo data) on ${api.url}  outbox: ${api.url}/__dev/outbox.html`);
  }

  const gateway = await startGateway({ ...config, utilityApiUrl });
  closers.unshift(gateway.close);
  console.log(`Portal listening on ${gateway.url}`);

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    for (const close of closers) await close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Test harnesses start the portal as a child process and close its stdin to stop it, so that it
  // stops by itself even when the harness is killed.
  if (process.env.PORTAL_EXIT_ON_STDIN_END === '1') {
    process.stdin.on('end', stop).on('close', stop).resume();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
