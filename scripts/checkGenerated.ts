// CI guard: the committed generated files (schema.graphql, the gateway's resolver types, utility-api/openapi.json,
// the gateway's upstream types generated from it, Relay artifacts and the served persisted documents) must be exactly
// what the generators produce from the committed sources.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { artifactIds, clientOperations } from './clientOperations.ts';

const root = join(import.meta.dirname, '..');

function generatedFiles(): string[] {
  const files = ['schema.graphql', 'utility-api/openapi.json', 'persisted-documents.json', 'persisted-documents.superseded.json'].map(
    (file) => join(root, file),
  );
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (dir.endsWith('__generated__')) files.push(path);
    }
  };
  walk(join(root, 'gateway', 'src'));
  walk(join(root, 'client', 'src'));
  return files;
}

function snapshot(): Map<string, string> {
  return new Map(
    generatedFiles()
      .filter((file) => existsSync(file))
      .map((file) => [relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

const before = snapshot();
execFileSync('npm', ['run', '--silent', 'generate'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length > 0) {
  console.error('Generated files differ from what the generators produce. Run `npm run generate` and commit:');
  for (const file of changed) console.error(`  ${file}${before.has(file) ? (after.has(file) ? '' : ' (removed)') : ' (new)'}`);
  process.exit(1);
}
// An artifact of the product whose document is missing from persisted-documents.json would pass the
// comparison above and be refused by the gateway at run time, so every id must be present. The tests'
// operations are compiled too, and never served (scripts/relay.ts).
const documents = JSON.parse(readFileSync(join(root, 'persisted-documents.json'), 'utf8')) as Record<string, string>;
const testOperations = clientOperations().test;
const missing = [...artifactIds()].flatMap(([name, id]) => (testOperations.has(name) || documents[id] !== undefined ? [] : [name]));
if (missing.length > 0) {
  console.error('Relay artifacts name persisted documents that persisted-documents.json lacks. Run `npm run relay` and commit it:');
  for (const name of missing) console.error(`  ${name}`);
  process.exit(1);
}
console.log(`Generated files are up to date (${after.size} checked).`);
