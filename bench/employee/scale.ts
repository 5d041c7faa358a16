// Employee screens at the large demo scale: every employee screen's route query through the gateway at
// the small and the large scale, in the same interleaved rounds, so that a busy machine slows both sides
// alike and the ratio large/small holds. Budget: large p50 ≤ 1.5× small p50 (bench/support/employeeScreens.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleOf } from '../batching/upstreamCalls.ts';
import {
  employeeRouteFolders,
  employeeScreenQueries,
  judgeScreen,
  SCALE_RATIO_BUDGET,
  type ScreenAtScale,
} from '../support/employeeScreens.ts';
import { graphql, tokenFor } from '../support/graphql.ts';
import type { Operation } from '../support/operations.ts';
import type { Portal } from '../support/portal.ts';

const employeeRoutesFile = join(import.meta.dirname, '..', '..', 'client', 'src', 'router', 'employeeRoutes.ts');

/** Unmeasured rounds first (JIT, SQLite page cache, the gateway's settings cache), then the timed ones. */
const WARMUP_ROUNDS = 2;
// 40: at 14, the few-millisecond screens moved by 0.3× between runs (bench/README.md, step 10 notes of 28 November 2026).
const TIMED_ROUNDS = 40;

export interface EmployeeScaleResults {
  rounds: number;
  budgetRatio: number;
  screens: ScreenAtScale[];
}

interface Side {
  url: string;
  token: string | undefined;
}

/** The employee screens' route queries (the areas client/src/router/employeeRoutes.ts loads). */
export function employeeQueries(queries: readonly Operation[]): Operation[] {
  return employeeScreenQueries(queries, employeeRouteFolders(readFileSync(employeeRoutesFile, 'utf8')));
}

/** One request's time in ms, or the error it failed with. */
async function timed(side: Side, query: Operation, variables: Record<string, unknown>): Promise<number | Error> {
  const t0 = performance.now();
  try {
    await graphql(side.url, query.text, { token: side.token, variables });
    return performance.now() - t0;
  } catch (error) {
    return error as Error;
  }
}

/**
 * Times each employee screen query on `small` (a portal on the small demo data) and `large` (one on the
 * large data), signed in as the demo employee on each; within a round the screens go one after another,
 * each at both scales back to back, the order of the scales alternating between rounds.
 */
export async function measureEmployeeScale(small: Portal, large: Portal, queries: readonly Operation[]): Promise<EmployeeScaleResults> {
  const sides = {
    small: { url: small.url, token: await tokenFor(small.url, 'employee') },
    large: { url: large.url, token: await tokenFor(large.url, 'employee') },
  } satisfies Record<string, Side>;
  const screens = employeeQueries(queries);
  const plans = screens.map((query) => {
    const { variables, missing } = sampleOf(query);
    return { query, variables, skipped: missing.length > 0 ? `needs ${missing.map((name) => `$${name}`).join(', ')}` : undefined };
  });
  const samples = new Map(plans.map((plan) => [plan.query.name, { small: [] as number[], large: [] as number[] }]));
  const errors = new Map<string, { small?: string; large?: string }>();
  for (let round = 0; round < WARMUP_ROUNDS + TIMED_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
    for (const plan of plans) {
      if (plan.skipped) continue;
      const failed = errors.get(plan.query.name) ?? {};
      for (const scale of order) {
        if (failed[scale] !== undefined) continue;
        const result = await timed(sides[scale], plan.query, plan.variables);
        if (result instanceof Error) errors.set(plan.query.name, { ...failed, [scale]: result.message.slice(0, 200) });
        else if (round >= WARMUP_ROUNDS) samples.get(plan.query.name)?.[scale].push(result);
      }
    }
    console.log(`employeeScale: round ${round + 1} of ${WARMUP_ROUNDS + TIMED_ROUNDS} done`);
  }
  const results = plans.map((plan) => {
    const measured = samples.get(plan.query.name) ?? { small: [], large: [] };
    const failed = errors.get(plan.query.name) ?? {};
    const screen = judgeScreen(plan.query.name, { samples: measured.small, error: failed.small }, { samples: measured.large, error: failed.large });
    return plan.skipped ? { ...screen, pass: false, skipped: plan.skipped } : screen;
  });
  for (const screen of results) {
    console.log(
      `  ${screen.operation}: small p50 ${screen.small.ms?.p50 ?? '—'} ms, large p50 ${screen.large.ms?.p50 ?? '—'} ms, ratio ${screen.ratioP50 ?? '—'}` +
        `${screen.small.error || screen.large.error ? ` (error: ${screen.small.error ?? screen.large.error})` : ''}`,
    );
  }
  return { rounds: TIMED_ROUNDS, budgetRatio: SCALE_RATIO_BUDGET, screens: results };
}
