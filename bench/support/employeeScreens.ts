// Which route queries are employee screens', and how a screen's large-scale time is judged against its
// small-scale time (bench/employee/scale.ts measures them).
import type { Operation } from './operations.ts';
import { type Percentiles, percentiles, ratio } from './stats.ts';

/** A screen at the large scale may take at most this many times its small-scale time (p50). */
export const SCALE_RATIO_BUDGET = 1.5;

/**
 * The route folders of the employee areas: the folders whose route tables client/src/router/employeeRoutes.ts
 * imports (`from '../routes/<folder>/routes'`), so that a new employee area is measured without a list here.
 */
export function employeeRouteFolders(employeeRoutesSource: string): string[] {
  return [...employeeRoutesSource.matchAll(/from '\.\.\/routes\/(\w+)\/routes'/g)].map((match) => match[1] as string);
}

/** The route queries whose artifacts live under one of `folders` (client/src/routes/<folder>/…). */
export function employeeScreenQueries(operations: readonly Operation[], folders: readonly string[]): Operation[] {
  const prefixes = folders.map((folder) => `client/src/routes/${folder}/`);
  return operations.filter((operation) => prefixes.some((prefix) => operation.artifact.startsWith(prefix)));
}

/** One screen's timings at one scale; `error` when a request of it failed (the screen is then not judged). */
export interface ScaleTiming {
  ms: Percentiles | undefined;
  samples: number;
  error?: string | undefined;
}

export interface ScreenAtScale {
  operation: string;
  small: ScaleTiming;
  large: ScaleTiming;
  /** Large p50 / small p50, and the same for p95. */
  ratioP50: number | undefined;
  ratioP95: number | undefined;
  /** Within SCALE_RATIO_BUDGET at p50; a screen that failed at either scale does not pass. */
  pass: boolean;
  /** Not sent: the query needs variables the bench has no sample for. */
  skipped?: string | undefined;
}

function timing(samples: readonly number[], error: string | undefined): ScaleTiming {
  return { ms: samples.length === 0 ? undefined : percentiles(samples), samples: samples.length, error };
}

/** The figures of one screen from its samples at both scales (milliseconds, unsorted). */
export function judgeScreen(
  operation: string,
  small: { samples: readonly number[]; error?: string | undefined },
  large: { samples: readonly number[]; error?: string | undefined },
): ScreenAtScale {
  const s = timing(small.samples, small.error);
  const l = timing(large.samples, large.error);
  const ratioP50 = s.ms && l.ms ? ratio(l.ms.p50, s.ms.p50) : undefined;
  const ratioP95 = s.ms && l.ms ? ratio(l.ms.p95, s.ms.p95) : undefined;
  const pass = s.error === undefined && l.error === undefined && ratioP50 !== undefined && ratioP50 <= SCALE_RATIO_BUDGET;
  return { operation, small: s, large: l, ratioP50, ratioP95, pass };
}
