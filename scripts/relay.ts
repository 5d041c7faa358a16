// `npm run relay`: relay-compiler writes the Relay artifacts and persists every operation it compiles
// (the tests' too) to a scratch file; the documents production serves are derived from that file by
// the rule of gateway/src/persistedDocuments/servedDocuments.ts and written to persisted-documents.json
// and persisted-documents.superseded.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { nextServedDocuments, operationName, type ServedDocuments } from '../gateway/src/persistedDocuments/servedDocuments.ts';
import { clientOperations } from './clientOperations.ts';

const root = join(import.meta.dirname, '..');
const SERVED_FILE = join(root, 'persisted-documents.json');
const SUPERSEDED_FILE = join(root, 'persisted-documents.superseded.json');

const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback);

/**
 * The day documents superseded now are stamped with: the date of the commit the change is made on,
 * so that a generation depends on the checkout only. A source archive has no history; its own
 * generation is never committed, so the calendar stands in.
 */
function today(): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** Every operation relay-compiler compiles, by id: `--repersist` writes them all, not only the changed ones. */
function compileAll(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'relay-persist-'));
  const scratch = join(dir, 'documents.json');
  try {
    writeFileSync(scratch, '{}\n');
    execFileSync(join(root, 'node_modules', '.bin', 'relay-compiler'), ['--repersist'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, RELAY_PERSIST_FILE: scratch },
    });
    return JSON.parse(readFileSync(scratch, 'utf8')) as Record<string, string>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const compiled = compileAll();
const operations = clientOperations();
const undeclared = [...new Set(Object.values(compiled).map(operationName))].filter(
  (name) => !operations.product.has(name) && !operations.test.has(name),
);
if (undeclared.length > 0) {
  // Served or not is decided by where an operation is declared: one not found would be guessed.
  console.error(`Operations compiled but not found in client/src (scripts/clientOperations.ts): ${undeclared.join(', ')}`);
  process.exit(1);
}
const previous: ServedDocuments = { documents: readJson(SERVED_FILE, {}), superseded: readJson(SUPERSEDED_FILE, {}) };
// The schema printed just before (`npm run generate`): what the gateway will run.
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const runs = (text: string) => validate(schema, parse(text)).length === 0;
const next = nextServedDocuments({ compiled, testOperations: operations.test, previous, today: today(), runs });
writeFileSync(SERVED_FILE, `${JSON.stringify(next.documents, null, 2)}\n`);
writeFileSync(SUPERSEDED_FILE, `${JSON.stringify(next.superseded, null, 2)}\n`);
