// `npm run test:bench`: the bench's step runner and report, with faults injected instead of a real run.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { type BenchResults, writeReport } from '../report.ts';
import { deferToStep, outsideStep, type StepRecord, StepRunner } from './steps.ts';

const PLAN = [
  { id: 'first', title: 'first step' },
  { id: 'broken', title: 'broken step' },
  { id: 'last', title: 'last step' },
];

const statuses = (records: readonly StepRecord[]) => records.map(({ id, status, reason }) => ({ id, status, reason }));

describe('StepRunner', () => {
  it('records a step that throws as not measured with its reason, stops what it started, and runs the next', async () => {
    const written: string[] = [];
    const runner = new StepRunner(PLAN, { onRecord: (records) => written.push(JSON.stringify(statuses(records))) });
    const stopped: string[] = [];
    assert.equal(await runner.run('first', 60_000, async () => 1), 1);
    const broken = await runner.run('broken', 60_000, async () => {
      deferToStep(() => void stopped.push('portal of the broken step'));
      throw new Error('the portal exited with code 1 during start-up\n    at stack lines');
    });
    assert.equal(broken, undefined);
    assert.deepEqual(stopped, ['portal of the broken step']);
    assert.equal(await runner.run('last', 60_000, async () => 3), 3);
    assert.deepEqual(statuses(runner.records), [
      { id: 'first', status: 'measured', reason: undefined },
      { id: 'broken', status: 'not measured', reason: 'the portal exited with code 1 during start-up' },
      { id: 'last', status: 'measured', reason: undefined },
    ]);
    assert.deepEqual(runner.failures(), ['broken step: the portal exited with code 1 during start-up']);
    // The report was written as each step began and ended: the first step's figures exist before the second fails.
    assert.ok(written.some((line) => line.includes('"id":"first","status":"measured"') && line.includes('"id":"broken","status":"running"')));
  });

  it('fails the step named by BENCH_FAIL_STEP and skips those BENCH_STEPS leaves out', async () => {
    const options = StepRunner.optionsFromEnv({ BENCH_FAIL_STEP: 'first', BENCH_STEPS: 'first, broken' });
    const runner = new StepRunner(PLAN, options);
    let ran = false;
    assert.equal(await runner.run('first', 60_000, async () => ((ran = true), 1)), undefined);
    assert.equal(ran, false);
    await runner.run('broken', 60_000, async () => 2);
    await runner.run('last', 60_000, async () => 3);
    assert.deepEqual(statuses(runner.records), [
      { id: 'first', status: 'not measured', reason: 'forced failure (BENCH_FAIL_STEP=first)' },
      { id: 'broken', status: 'measured', reason: undefined },
      { id: 'last', status: 'not run', reason: 'not selected (BENCH_STEPS=first,broken)' },
    ]);
  });

  it('records a stop signal against the running step', async () => {
    const runner = new StepRunner(PLAN);
    let finish: () => void = () => undefined;
    const running = runner.run('first', 60_000, () => new Promise<void>((resolve) => (finish = resolve)));
    runner.stopped('SIGTERM');
    assert.deepEqual(statuses(runner.records)[0], { id: 'first', status: 'not measured', reason: 'the run was stopped by SIGTERM' });
    finish();
    await running;
  });

  it('keeps what runs outside a step (shared by several) when the step ends', async () => {
    const runner = new StepRunner(PLAN);
    const stopped: string[] = [];
    await runner.run('first', 60_000, async () => {
      await outsideStep(async () => deferToStep(() => void stopped.push('shared portal')));
      deferToStep(() => void stopped.push('step gateway'));
    });
    assert.deepEqual(stopped, ['step gateway']);
  });

  describe('past its limit', () => {
    beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
    afterEach(() => mock.timers.reset());

    it('is not measured, and the processes it started are stopped', async () => {
      const runner = new StepRunner(PLAN);
      const result = runner.run('first', 120_000, async () => {
        // A step waiting on its portal: stopping the portal is what ends the wait.
        await new Promise<void>((_, reject) => deferToStep(() => reject(new Error('socket hang up'))));
        return 1;
      });
      mock.timers.tick(120_000);
      assert.equal(await result, undefined);
      assert.equal(runner.records[0]?.status, 'not measured');
      assert.match(runner.records[0]?.reason ?? '', /^took longer than its limit of 120 s \(load average .* BENCH_TIME_FACTOR/);
    });

    it('stops at once what the step starts after its limit', async () => {
      const runner = new StepRunner(PLAN);
      const stopped: string[] = [];
      let goOn: () => void = () => undefined;
      const result = runner.run('first', 1_000, async () => {
        await new Promise<void>((resolve) => (goOn = resolve));
        deferToStep(() => void stopped.push('gateway started after the limit'));
      });
      mock.timers.tick(1_000);
      await new Promise((resolve) => setImmediate(resolve));
      assert.equal(runner.records[0]?.status, 'not measured');
      goOn();
      await result;
      assert.deepEqual(stopped, ['gateway started after the limit']);
    });
  });
});

describe('writeReport', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-report-test-'));
    process.env.BENCH_RESULTS_DIR = dir;
  });
  afterEach(() => {
    delete process.env.BENCH_RESULTS_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the figures of the steps that finished and says which step was not measured and why', () => {
    const results: BenchResults = {
      machine: { cores: 2, cpu: 'test', node: 'v22', loadAverage: 9.5 },
      seconds: 200,
      steps: [
        { id: 'seed', title: '5. large-scale demo data seeded', status: 'measured', seconds: 70 },
        { id: 'subscriptions', title: '5. subscriptions at scale', status: 'not measured', seconds: 120, reason: 'the portal did not start in 120 s' },
        { id: 'enquiries', title: '7. employee enquiries at the large scale', status: 'not run', reason: 'the run stopped before it' },
      ],
      seed: { scale: 'large', seconds: 70, budgetSeconds: 60, pass: false },
    };
    writeReport(results);
    const markdown = readFileSync(join(dir, 'RESULTS.md'), 'utf8');
    assert.match(markdown, /\| 5\. subscriptions at scale \| \*\*not measured\*\* \| 120 \| the portal did not start in 120 s \|/);
    assert.match(markdown, /the large-scale demo data seeds in under 60 s — 70 s \| \*\*FAIL\*\*/);
    assert.match(markdown, /Not measured: the portal did not start in 120 s\./);
    assert.match(markdown, /## Employee enquiries \(`large` scale\)\n\nNot run: the run stopped before it\./);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')).seed, results.seed);
  });
});

describe('clean-up of temporary folders', () => {
  const cleanup = join(import.meta.dirname, 'cleanup.ts');

  /** A bench process that made a temporary folder, then ends as `ending` says; resolves with the folder. */
  function benchProcess(ending: string): Promise<{ dir: string; output: string }> {
    const script = `
      import { onStopSignal, temporaryDir } from ${JSON.stringify(cleanup)};
      onStopSignal((signal) => console.log('report written on ' + signal));
      console.log('dir ' + temporaryDir('bench-cleanup-test-'));
      ${ending}`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      // Twice, as an impatient user would: the second must not cut the clean-up short.
      if (ending.includes('SIGTERM') && chunk.includes('dir ')) for (let i = 0; i < 2; i++) child.kill('SIGTERM');
    });
    child.stderr.resume();
    return new Promise((resolve) => child.once('exit', () => resolve({ dir: /^dir (.+)$/m.exec(output)?.[1] ?? '', output })));
  }

  it('removes them when the run throws', async () => {
    const { dir } = await benchProcess(`throw new Error('a step crashed the bench');`);
    assert.ok(dir.includes('bench-cleanup-test-'));
    assert.equal(existsSync(dir), false);
  });

  it('removes them and writes the report when the run is stopped by a signal', async () => {
    const { dir, output } = await benchProcess(`/* SIGTERM */ setInterval(() => undefined, 1000);`);
    assert.ok(dir.includes('bench-cleanup-test-'));
    assert.equal(existsSync(dir), false);
    assert.match(output, /report written on SIGTERM/);
  });
});
