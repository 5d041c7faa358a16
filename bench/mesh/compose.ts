// The GraphQL Mesh supergraph of the comparison: composed from a copy of utility-api/openapi.json (its dates
// as plain strings, bench/mesh/openApiCopy.ts) with the utility API's URL as its endpoint
// (bench/mesh/composeChild.ts, in a child process). When the loader refuses that copy, it is composed again
// without the parameters Mesh cannot load, and the report says which were dropped.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trackChild } from '../support/cleanup.ts';
import { scaledLimit } from '../support/steps.ts';
import { datesAsStrings, repairedForMesh } from './openApiCopy.ts';

const root = join(import.meta.dirname, '..', '..');
const OPENAPI = join(root, 'utility-api', 'openapi.json');
const CHILD = join(import.meta.dirname, 'composeChild.ts');
/** About 20 s on a busy 2-core machine for the whole document. */
const COMPOSE_LIMIT_MS = 5 * 60_000;

export interface Composition {
  /** The supergraph file Hive Gateway serves. */
  supergraph: string;
  /** Parameters dropped from the bench's copy of the document (empty: Mesh loaded every parameter). */
  dropped: string[];
  /** Why the copy with every parameter was refused, when it was. */
  refusedBecause?: string;
  /** `format: date` strings declared as plain strings in the copy. */
  dates: number;
}

/** Runs one composition; resolves with the composer's last error line when it fails. */
function compose(source: string, apiUrl: string, output: string): Promise<{ ok: boolean; error: string }> {
  const limitMs = scaledLimit(COMPOSE_LIMIT_MS);
  const child = spawn(process.execPath, [CHILD, source, apiUrl, output], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  trackChild(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the GraphQL Mesh composition did not end in ${limitMs / 1000} s`));
    }, limitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      // The composer's first line names the cause (the next ones say that the subgraph did not load).
      const first = stderr.split('\n').find((line) => line.trim() !== '');
      resolve({ ok: code === 0, error: first?.trim() ?? `exit code ${code}` });
    });
  });
}

export async function composeMeshSupergraph(apiUrl: string, dir: string): Promise<Composition> {
  const supergraph = join(dir, 'supergraph.graphql');
  const { document, dates } = datesAsStrings(JSON.parse(readFileSync(OPENAPI, 'utf8')));
  const copy = join(dir, 'openapi.for-mesh.json');
  writeFileSync(copy, JSON.stringify(document));
  const whole = await compose(copy, apiUrl, supergraph);
  if (whole.ok) return { supergraph, dropped: [], dates };
  const repaired = repairedForMesh(document);
  writeFileSync(copy, JSON.stringify(repaired.document));
  const second = await compose(copy, apiUrl, supergraph);
  if (!second.ok) {
    const without = repaired.dropped.join(', ') || 'any parameter';
    throw new Error(`GraphQL Mesh did not compose utility-api/openapi.json (${whole.error}), nor the bench's copy without ${without} (${second.error})`);
  }
  return { supergraph, dropped: repaired.dropped, refusedBecause: whole.error, dates };
}
