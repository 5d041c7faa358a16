// CI guard: `schema.graphql` must not break what integrators were given. It is compared with the last
// released schema: `schema.graphql` at the newest git tag `schema-v*`, or, before the first such tag,
// the baseline `docs/schema.released.graphql`. Breaking changes fail; dangerous ones are warnings.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareSchemas } from '../gateway/src/schema/breakingChanges.ts';

const root = join(import.meta.dirname, '..');
const BASELINE = 'docs/schema.released.graphql';

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The released schema and where it came from. */
function releasedSchema(): { source: string; sdl: string } {
  let tag: string | undefined;
  try {
    tag = git(['tag', '--list', 'schema-v*', '--sort=-version:refname']).split('\n')[0]?.trim() || undefined;
  } catch {
    // Not a git checkout (a source archive): the committed baseline is the reference.
  }
  if (tag !== undefined) return { source: `${tag}:schema.graphql`, sdl: git(['show', `${tag}:schema.graphql`]) };
  return { source: BASELINE, sdl: readFileSync(join(root, BASELINE), 'utf8') };
}

const released = releasedSchema();
const { breaking, dangerous } = compareSchemas(released.sdl, readFileSync(join(root, 'schema.graphql'), 'utf8'));
for (const change of dangerous) console.warn(`warning (dangerous change): ${change}`);
if (breaking.length > 0) {
  console.error(`schema.graphql breaks the released schema (${released.source}):`);
  for (const change of breaking) console.error(`  ${change}`);
  console.error('Keep the old fields (deprecate them with @deprecated) or release a new major schema version.');
  process.exit(1);
}
console.log(`No breaking schema changes against ${released.source} (${dangerous.length} dangerous).`);
