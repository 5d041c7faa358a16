// The employee-screens-at-scale section of bench/RESULTS.md and its budget row (bench/report.ts).
import { row, verdict } from '../reportSections.ts';
import type { EmployeeScaleResults } from './scale.ts';

export function employeeScaleBudgets(r: EmployeeScaleResults): string[][] {
  const judged = r.screens.filter((screen) => screen.skipped === undefined);
  const over = judged.filter((screen) => !screen.pass).map((screen) => screen.operation);
  return [
    [
      `every employee screen at the large scale ≤ ${r.budgetRatio}× its small-scale p50 — ${judged.length - over.length} of ${judged.length}${over.length ? `; over: ${over.join(', ')}` : ''}`,
      verdict(over.length === 0),
    ],
  ];
}

const ms = (value: number | undefined) => (value === undefined ? '—' : value);

export function employeeScaleSection(r: EmployeeScaleResults): string[] {
  return [
    `Each employee screen's route query (the areas client/src/router/employeeRoutes.ts loads), signed in as the demo employee, on a portal with the small`,
    `and one with the large demo data (the seed of step 5), ${r.rounds} timed rounds after two warm-up ones; in each round every screen is sent at both`,
    `scales back to back, the scales' order alternating, so that other work on the machine weighs on both alike. Budget: large p50 ≤ ${r.budgetRatio}× small p50.`,
    '',
    row(['screen query', 'small p50 / p95 ms', 'large p50 / p95 ms', 'ratio p50', 'ratio p95', `≤ ${r.budgetRatio}×`]),
    row(['---', '---', '---', '---', '---', '---']),
    ...r.screens.map((s) =>
      s.skipped !== undefined
        ? row([s.operation, 'not sent', s.skipped, '', '', ''])
        : row([
            s.operation,
            s.small.error ? `error: ${s.small.error}` : `${ms(s.small.ms?.p50)} / ${ms(s.small.ms?.p95)}`,
            s.large.error ? `error: ${s.large.error}` : `${ms(s.large.ms?.p50)} / ${ms(s.large.ms?.p95)}`,
            ms(s.ratioP50),
            ms(s.ratioP95),
            verdict(s.pass),
          ]),
    ),
  ];
}
