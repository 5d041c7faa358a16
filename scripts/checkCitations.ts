// CI guard: comments cite only what the repository holds. The design record is docs/architecture.md;
// documents kept outside the repository (a design or style note of the team) cannot be read by
// someone who has only the repository, so citing them is refused.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const OUTSIDE = /\bDESIGN(\.md)? ?§|\bSTYLE\.md\b/;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|sql|graphql|html)$/;

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.includes('__generated__'));
const found: string[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue;
  }
  text.split('\n').forEach((line, index) => {
    if (OUTSIDE.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error('Comments cite documents that are not in the repository; cite docs/architecture.md instead:');
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Citations point into the repository (${files.length} files read).`);
