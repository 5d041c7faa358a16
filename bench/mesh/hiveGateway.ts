import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { trackChild } from '../support/cleanup.ts';
import { deferToStep, scaledLimit } from '../support/steps.ts';

const CHILD = join(import.meta.dirname, 'hiveGatewayChild.ts');
const STARTUP_LIMIT_MS = 120_000;

export interface HiveGateway {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Hive Gateway on `supergraph` in a child process (bench/mesh/hiveGatewayChild.ts), stopped when the step
 * ends, when the bench closes its stdin, or killed when it does not start in time.
 */
export async function startHiveGateway(supergraph: string): Promise<HiveGateway> {
  const limitMs = scaledLimit(STARTUP_LIMIT_MS);
  const child = spawn(process.execPath, [CHILD, supergraph], { stdio: ['pipe', 'pipe', 'inherit'] });
  trackChild(child);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await exited;
  };
  deferToStep(stop);
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Hive Gateway did not start in ${limitMs / 1000} s`));
    }, limitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Hive Gateway exited with code ${code} during start-up`));
    });
    lines.on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    });
  });
  lines.close();
  child.stdout.resume();
  return { url, pid: child.pid ?? 0, stop };
}
