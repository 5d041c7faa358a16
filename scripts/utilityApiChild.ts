// The embedded reference utility API in a process of its own, forked by scripts/utilityApiProcess.ts for
// `npm start`: it reports its URL (or why it did not start) over the IPC channel and stops when that
// channel closes, i.e. when the portal stops or dies.
import { startUtilityApi } from '../utility-api/src/server.ts';
import type { EmbeddedApiMessage, EmbeddedApiOptions } from './utilityApiProcess.ts';

const send = (message: EmbeddedApiMessage): Promise<void> =>
  new Promise((resolve) => {
    if (!process.send || !process.connected) resolve();
    else process.send(message, undefined, undefined, () => resolve());
  });

async function main(): Promise<void> {
  if (!process.send) throw new Error('scripts/utilityApiChild.ts is started by scripts/utilityApiProcess.ts, with an IPC channel');
  const options = JSON.parse(process.argv[2] ?? '{}') as EmbeddedApiOptions;
  const api = await startUtilityApi({ ...options, devEndpoints: true, backOffice: true });
  let closing: Promise<void> | undefined;
  const stop = (): void => {
    closing ??= api.close().finally(() => process.exit(0));
  };
  process.on('disconnect', stop);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await send({ type: 'listening', url: api.url });
  // The portal may have gone while the database was being opened and seeded.
  if (!process.connected) stop();
}

main().catch(async (error: unknown) => {
  await send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
