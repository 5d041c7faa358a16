// The operations the client declares, split into the product's and the tests': relay-compiler compiles
// both (component tests need the artifacts), and only the product's are served (scripts/relay.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
export const clientSources = join(root, 'client', 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Test code: Vitest's client files (`*.test.ts(x)`, vitest.config.ts) and their helpers in `client/src/test/`. */
export function isClientTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || relative(clientSources, path).startsWith(`test/`);
}

const GRAPHQL_TAG = /graphql`([^`]*)`/g;
const OPERATION = /^(?:\s|#[^\n]*\n)*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/;
/** A fragment's pagination or refetch query, which relay-compiler writes for it. */
const REFETCHABLE = /@refetchable\s*\(\s*queryName\s*:\s*"([A-Za-z_]\w*)"/g;

/** The operations a `graphql` tag's text declares: its own, or the one its `@refetchable` fragment gets. */
function declaredOperations(body: string): string[] {
  const own = OPERATION.exec(body)?.[1];
  return [...(own === undefined ? [] : [own]), ...[...body.matchAll(REFETCHABLE)].map((match) => match[1] ?? '')];
}

export interface ClientOperations {
  product: ReadonlySet<string>;
  test: ReadonlySet<string>;
}

export function clientOperations(): ClientOperations {
  const product = new Set<string>();
  const test = new Set<string>();
  for (const path of filesUnder(clientSources)) {
    if (!/\.tsx?$/.test(path) || path.includes('__generated__')) continue;
    for (const [, body] of readFileSync(path, 'utf8').matchAll(GRAPHQL_TAG)) {
      for (const name of declaredOperations(body ?? '')) (isClientTestFile(path) ? test : product).add(name);
    }
  }
  return { product, test };
}

/** The persisted id of each compiled operation, by name, as its Relay artifact carries it (`params.id`). */
export function artifactIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const path of filesUnder(clientSources)) {
    if (!path.includes('__generated__') || !path.endsWith('.graphql.ts')) continue;
    const id = /"id": "([0-9a-f]+)"/.exec(readFileSync(path, 'utf8'))?.[1];
    if (id !== undefined) ids.set(basename(path, '.graphql.ts'), id);
  }
  return ids;
}
