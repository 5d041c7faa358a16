import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS_FILE = join(import.meta.dirname, '..', 'RESULTS.md');

/**
 * Writes a benchmark's own section of bench/RESULTS.md between `<!-- name:start -->` and
 * `<!-- name:end -->`: it replaces the section of an earlier run, or is appended. `run.ts` rewrites
 * the file's main report with the same markers, so a benchmark run alone replaces its section.
 */
/** A section between the markers by which a later run of that benchmark alone finds and replaces it. */
export function markedSection(name: string, lines: readonly string[]): string[] {
  return [`<!-- ${name}:start -->`, ...lines, `<!-- ${name}:end -->`];
}

export function writeResultsSection(name: string, lines: readonly string[]): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = markedSection(name, lines).join('\n');
  const current = readFileSync(RESULTS_FILE, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from ? current.slice(0, from) + section + current.slice(to + end.length) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS_FILE, next);
}
