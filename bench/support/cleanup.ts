// What the bench leaves on the machine, removed however the run ends: its temporary folders (a large-scale
// database is several hundred MB) and its child processes. A run that finishes, throws, or is stopped by
// Ctrl-C, SIGTERM or an uncaught error removes them; only SIGKILL can leave them (the portals still stop
// by themselves then: their stdin closes, bench/support/portal.ts).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dirs = new Set<string>();
const children = new Set<ChildProcess>();
const beforeExit: Array<(signal: NodeJS.Signals) => void> = [];
let installed = false;

const SIGNALS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** Kills what is still running and removes every folder still registered; synchronous, as 'exit' requires. */
export function cleanUpNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', cleanUpNow);
  let stopping = false;
  for (const [signal, code] of Object.entries(SIGNALS) as Array<[NodeJS.Signals, number]>) {
    // A second Ctrl-C while the report is written must not kill the process before its clean-up.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\nbench: stopped by ${signal}`);
      for (const hook of beforeExit) {
        try {
          hook(signal);
        } catch (error) {
          console.error(error);
        }
      }
      // Exiting runs the 'exit' handler above.
      process.exit(code);
    });
  }
}

/** A new folder under the system's temporary folder, removed when the run ends if not before. */
export function temporaryDir(prefix: string): string {
  install();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.add(dir);
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

/** A child killed when the run ends while it still runs. */
export function trackChild(child: ChildProcess): void {
  install();
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Called synchronously when a signal stops the run, before the clean-up: the report of what finished is written there. */
export function onStopSignal(hook: (signal: NodeJS.Signals) => void): void {
  install();
  beforeExit.push(hook);
}
