// The bench's steps, each on its own: a step that throws or runs past its limit is recorded as "not
// measured" with the reason, the processes it started are stopped, and the run goes on with the next one,
// so the report always holds every step that finished (bench/run.ts writes it after each step).
import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism, loadavg } from 'node:os';

export type StepStatus = 'measured' | 'not measured' | 'running' | 'not run';

export interface StepRecord {
  id: string;
  title: string;
  status: StepStatus;
  seconds?: number;
  /** Why a step was not measured or not run. */
  reason?: string;
}

type Cleanup = () => Promise<void> | void;

/** What a step started; stopped when the step ends, and at once if the step already ended (it ran past its limit). */
class Scope {
  private readonly cleanups: Cleanup[] = [];
  private closed = false;

  defer(cleanup: Cleanup): void {
    if (this.closed) void settle(cleanup);
    else this.cleanups.push(cleanup);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const cleanup of this.cleanups.splice(0).reverse()) await settle(cleanup);
  }
}

async function settle(cleanup: Cleanup): Promise<void> {
  try {
    await cleanup();
  } catch (error) {
    console.error(`bench: a clean-up failed: ${(error as Error).message}`);
  }
}

const current = new AsyncLocalStorage<Scope>();

/**
 * Registers a clean-up with the running step (bench/support/portal.ts registers every portal it starts),
 * so that a step stopped at its limit leaves nothing running. Outside a step it does nothing.
 */
export function deferToStep(cleanup: Cleanup): void {
  current.getStore()?.defer(cleanup);
}

/** Runs `start` outside any step: what it starts serves several steps and is stopped by the run, not by one step. */
export function outsideStep<T>(start: () => T): T {
  return current.exit(start);
}

/** `BENCH_TIME_FACTOR` (default 1) multiplies every limit of the bench, for machines slower than any seen so far. */
export function scaledLimit(ms: number): number {
  const factor = Number(process.env.BENCH_TIME_FACTOR);
  return Number.isFinite(factor) && factor > 0 ? ms * factor : ms;
}

/** After a step's limit, how long its body may take to notice its processes are gone before the run goes on. */
const ABANDON_GRACE_MS = 30_000;

export interface StepRunnerOptions {
  /** Called with the records after every step: the report of what finished is written there. */
  onRecord?: (records: readonly StepRecord[]) => void;
  /** Steps to run (`BENCH_STEPS`, comma-separated ids); the others are "not run". Default: all. */
  only?: readonly string[];
  /** A step that fails on purpose (`BENCH_FAIL_STEP`), to see the run report it and go on. */
  failStep?: string;
}

export class StepRunner {
  readonly records: StepRecord[];
  private readonly options: StepRunnerOptions;

  constructor(plan: ReadonlyArray<{ id: string; title: string }>, options: StepRunnerOptions = {}) {
    this.records = plan.map(({ id, title }) => ({ id, title, status: 'not run', reason: 'the run stopped before it' }));
    this.options = options;
  }

  /** The options of `npm run bench` from its environment. */
  static optionsFromEnv(env: NodeJS.ProcessEnv): Pick<StepRunnerOptions, 'only' | 'failStep'> {
    const only = env.BENCH_STEPS?.split(',').map((id) => id.trim()).filter(Boolean);
    return { only: only?.length ? only : undefined, failStep: env.BENCH_FAIL_STEP || undefined };
  }

  /** Records the step being run as stopped by `signal`; the run then exits (bench/support/cleanup.ts). */
  stopped(signal: string): void {
    const record = this.records.find((entry) => entry.status === 'running');
    if (record) this.update(record, { status: 'not measured', reason: `the run was stopped by ${signal}` });
  }

  /**
   * Runs step `id` within `limitMs` (scaled by BENCH_TIME_FACTOR); its value, or undefined when it was
   * not measured. Never throws.
   */
  async run<T>(id: string, limitMs: number, body: () => Promise<T>): Promise<T | undefined> {
    const record = this.records.find((entry) => entry.id === id);
    if (record === undefined) throw new Error(`step ${id} is not in the plan`);
    if (this.options.only && !this.options.only.includes(id)) {
      this.update(record, { status: 'not run', reason: `not selected (BENCH_STEPS=${this.options.only.join(',')})` });
      return undefined;
    }
    console.log(`\n▶ ${record.title}`);
    this.update(record, { status: 'running', reason: undefined });
    const scope = new Scope();
    const limit = scaledLimit(limitMs);
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const work = current.run(scope, async () => {
      if (this.options.failStep === id) throw new Error(`forced failure (BENCH_FAIL_STEP=${id})`);
      return body();
    });
    const overdue = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StepLimitError(limit)), limit);
    });
    try {
      const value = await Promise.race([work, overdue]);
      this.update(record, { status: 'measured', seconds: elapsed(started), reason: undefined });
      return value;
    } catch (error) {
      const reason = error instanceof StepLimitError ? error.message : describe(error);
      this.update(record, { status: 'not measured', seconds: elapsed(started), reason });
      console.error(`✗ ${record.title}: not measured — ${reason}`);
      return undefined;
    } finally {
      clearTimeout(timer);
      await scope.close();
      // A step stopped at its limit still runs: with its processes gone it fails soon; wait for that a while.
      await Promise.race([work.catch(() => undefined), delay(ABANDON_GRACE_MS)]);
    }
  }

  /** The steps that were not measured, as lines for the console. */
  failures(): string[] {
    return this.records.filter((record) => record.status === 'not measured').map((record) => `${record.title}: ${record.reason}`);
  }

  private update(record: StepRecord, change: Partial<StepRecord>): void {
    Object.assign(record, change);
    if (record.reason === undefined) delete record.reason;
    this.options.onRecord?.(this.records);
  }
}

class StepLimitError extends Error {
  constructor(limitMs: number) {
    const load = loadavg()[0] ?? 0;
    super(`took longer than its limit of ${Math.round(limitMs / 1000)} s (load average ${load.toFixed(1)} on ${availableParallelism()} cores at that moment; BENCH_TIME_FACTOR raises every limit)`);
  }
}

/** The first line of an error's message, and what caused it: enough to say why, without a stack. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message.split('\n')[0]}${cause}`;
}

const elapsed = (started: number) => Math.round((performance.now() - started) / 100) / 10;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
