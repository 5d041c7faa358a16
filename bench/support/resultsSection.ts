import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS_FILE = join(import.meta.dirname, '..', 'RESULTS.md');

/**
 * Writes a benchmark's own section of bench/RESULTS.md between `<!-- name:start -->` and
 * `<!-- name:end -->`: it replaces the section of an earlier run, or is appended. `run.ts` rewrites
 * the file's main report first, so the steps that run after it keep their sections this way.
 */
export function writeResultsSection(name: string, lines: readonly string[]): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = [start, ...lines, end].join('\n');
  const current = readFileSync(RESULTS_FILE, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from ? current.slice(0, from) + section + current.slice(to + end.length) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS_FILE, next);
}
