// `npm start` runs the embedded reference utility API in a child process (scripts/utilityApiChild.ts), so
// that the gateway has its thread to itself, as it has in a deployment in front of a real utility API.
// The child listens on 127.0.0.1, port 0; it stops when the portal closes the IPC channel, and also when the
// portal dies, since the channel closes then too.
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

const CHILD = join(import.meta.dirname, 'utilityApiChild.ts');
const WHAT = 'the embedded reference utility API';

/** What the child is started with (utility-api/src/server.ts, UtilityApiOptions). */
export interface EmbeddedApiOptions {
  dbFile: string;
  seed?: number;
  scale?: 'small' | 'large';
  /** The portal's public address, for the unsubscribe links of notifications (PUBLIC_URL). */
  portalUrl?: string | undefined;
}

/** The child's one message: its URL once it listens, or why it could not start. */
export type EmbeddedApiMessage = { type: 'listening'; url: string } | { type: 'failed'; message: string };

export interface EmbeddedApi {
  url: string;
  /** The child's process id (the bench reads its CPU time and memory). */
  pid: number;
  /** Closes the IPC channel and waits for the child's exit; does nothing once it exited. */
  close(): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Forks the API and waits until it listens. Rejects with a message naming the API when it fails to start
 * (its own error, or how it exited); `onExit` hears of an exit after start-up that `close` did not ask for.
 */
export async function startUtilityApiProcess(options: EmbeddedApiOptions, onExit: (how: string) => void): Promise<EmbeddedApi> {
  // No execArgv: the parent's flags (`--watch-path` of `npm run dev`) are not the API's.
  const child = fork(CHILD, [JSON.stringify(options)], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let closing = false;
  const how = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `code ${code}`);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('error', (error) => reject(new Error(`${WHAT} could not be started: ${error.message}`)));
      child.once('exit', (code, signal) => reject(new Error(`${WHAT} exited during start-up (${how(code, signal)})`)));
      // Other messages come on the channel too: under `node --watch` (npm run dev) the child reports the modules it loads.
      child.on('message', (message: Partial<EmbeddedApiMessage>) => {
        if (message.type === 'listening' && message.url) resolve(message.url);
        else if (message.type === 'failed') reject(new Error(`${WHAT} did not start: ${message.message}`));
      });
    });
    child.removeAllListeners('exit');
    child.once('exit', (code, signal) => {
      if (!closing) onExit(`${WHAT} stopped (${how(code, signal)})`);
    });
    return {
      url,
      pid: child.pid ?? 0,
      close: async () => {
        closing = true;
        if (exited(child)) return;
        const done = new Promise((resolve) => child.once('exit', resolve));
        if (child.connected) child.disconnect();
        else child.kill('SIGTERM');
        await done;
      },
    };
  } catch (error) {
    if (!exited(child)) {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await done;
    }
    throw error;
  }
}
