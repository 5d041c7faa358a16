// `scripts/start.ts` as a child process of a harness (the e2e global setup, the bench): started with the
// harness's environment, waited for until it prints its URLs, killed when it does not start in time, and
// stopped by closing its stdin (PORTAL_EXIT_ON_STDIN_END), so that it also stops when the harness dies.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');
/** Start-up alone: a portal on a seeded copy (scripts/seedDatabase.ts) seeds nothing while this runs. */
export const STARTUP_TIMEOUT_MS = 120_000;

export interface PortalProcess {
  /** The gateway (client, /graphql). */
  portal: string;
  /** The embedded reference utility API; '' when the portal runs in front of another API. */
  api: string;
  /** The portal's process: the gateway (the embedded API runs in a child of it, scripts/utilityApiProcess.ts). */
  pid: number;
  /** Closes stdin and waits for the exit; does nothing once the child exited. */
  stop(): Promise<void>;
}

export interface PortalProcessOptions {
  /** The child's whole environment; PORTAL_EXIT_ON_STDIN_END is set here. */
  env: NodeJS.ProcessEnv;
  /** Names the portal in errors. */
  label: string;
  /** Only the gateway starts (UTILITY_API_URL set): no embedded API URL to wait for. */
  gatewayOnly?: boolean;
  startupTimeoutMs?: number;
  /** The checkout whose `scripts/start.ts` runs (this one by default): A/B runs start another tree's gateway. */
  root?: string;
  /** Every line of the child's output; without it the output is drained once the portal started. */
  onLine?: (line: string) => void;
  onChild?: (child: ChildProcess) => void;
}

/** Asks a running child to stop (`how`) and waits for its exit; an exited child is left as it is. */
async function ended(child: ChildProcess, how: () => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  how();
  await exited;
}

export async function startPortalProcess(options: PortalProcessOptions): Promise<PortalProcess> {
  const timeoutMs = options.startupTimeoutMs ?? STARTUP_TIMEOUT_MS;
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: options.root ?? root,
    env: { ...options.env, PORTAL_EXIT_ON_STDIN_END: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  options.onChild?.(child);
  const lines = createInterface({ input: child.stdout });
  try {
    const urls = await new Promise<{ portal: string; api: string }>((resolve, reject) => {
      let api = '';
      const timer = setTimeout(() => reject(new Error(`${options.label} did not start in ${timeoutMs / 1000} s`)), timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${options.label} exited with code ${code} during start-up`));
      });
      lines.on('line', (line) => {
        options.onLine?.(line);
        const apiMatch = /utility API .* on (http:\/\/\S+)/.exec(line);
        if (apiMatch?.[1]) api = apiMatch[1];
        const portalMatch = /Portal listening on (http:\/\/\S+)/.exec(line);
        if (portalMatch?.[1] && (options.gatewayOnly || api)) {
          clearTimeout(timer);
          resolve({ portal: portalMatch[1], api });
        }
      });
    });
    if (!options.onLine) {
      // The access log goes on being written at the product's level; it is drained, not parsed.
      lines.close();
      child.stdout.resume();
    }
    return { ...urls, pid: child.pid ?? 0, stop: () => ended(child, () => child.stdin.end()) };
  } catch (error) {
    lines.close();
    await ended(child, () => child.kill('SIGKILL'));
    throw error;
  }
}
