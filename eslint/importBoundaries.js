// The import-boundary rule of the client (docs/architecture.md §4): a route folder
// (client/src/routes/<name>/) imports the shared layers and its own files, never another route folder;
// a shared layer never imports a route folder. The router is the one exception: it assembles the route
// folders, so it may import their route tables (`routes.ts`, the login page's `auth/loginRoutes.ts`), the shell's route and query artifacts and
// the employee areas. ESLint's own `no-restricted-imports`, with patterns generated per route folder and
// folder depth (a relative specifier says how far up it goes, so each depth gets its exact pattern).
// `no-restricted-imports` does not see dynamic `import()`, so `no-restricted-syntax` refuses the same
// specifiers there (a selector's regular expression cannot hold a slash: it is written \x2F).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SRC = 'client/src';
const srcDir = join(import.meta.dirname, '..', SRC);

/** The shared layers a route folder may import; every other folder of client/src is refused to it. */
export const SHARED_LAYERS = ['components', 'features', 'forms', 'i18n', 'lib', 'locales', 'notifications', 'relay', 'router', 'serviceWorker', 'test'];

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__generated__')
    .map((entry) => entry.name)
    .sort();

/** How many folders deep sources go below a folder of client/src, so that every depth gets its pattern. */
const deepest = (dir) => Math.max(0, ...folders(dir).map((name) => 1 + deepest(join(dir, name))));

export const routeFolders = folders(join(srcDir, 'routes'));
const sharedFolders = folders(srcDir).filter((name) => name !== 'routes');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Exactly `count` steps up. */
const up = (count) => `(?:\\.\\./){${count}}`;
/** The files `depth` folders below `folder`. */
const filesAt = (folder, depth) => [`${SRC}/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`];

/** The rules refusing `patterns` ({ regex, message }) in static imports and re-exports and in `import()`. */
function refuse(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/u]`, message })),
    ],
  };
}

const depths = Array.from({ length: deepest(srcDir) }, (_, depth) => depth);
const layers = SHARED_LAYERS.map(escape).join('|');

function routeBlock(name, depth) {
  const own = escape(name);
  return {
    name: `import-boundaries/routes/${name}/depth-${depth}`,
    files: filesAt(`routes/${name}`, depth),
    rules: refuse([
      {
        // A sibling of the route folder: another route's internals.
        regex: `^${up(depth + 1)}(?!\\.\\.(?:/|$)|${own}(?:/|$))[^/]+`,
        message: `A route folder imports only the shared layers (${SHARED_LAYERS.join(', ')}) and its own files: move what several routes need into one of them.`,
      },
      {
        // Up to client/src and into something that is neither a shared layer nor this folder.
        regex: `^${up(depth + 2)}(?!\\.\\.(?:/|$)|(?:${layers})(?:/|$)|routes/${own}(?:/|$))[^/]+`,
        message: `A route folder imports only the shared layers (${SHARED_LAYERS.join(', ')}) and its own files.`,
      },
    ]),
  };
}

/** What the router may take from the route folders it assembles. */
const ROUTER_ENTRIES = '[^/]+/routes$|auth/loginRoutes$|shell/shellRoute$|(?:employee|customer)/areas$|shell/__generated__/';

function sharedBlock(layer, depth) {
  const entries = layer === 'router' ? `(?!${ROUTER_ENTRIES})` : '';
  return {
    name: `import-boundaries/${layer}/depth-${depth}`,
    files: filesAt(layer, depth),
    rules: refuse([
      {
        regex: `^${up(depth + 1)}routes(?:/${entries}|$)`,
        message:
          layer === 'router'
            ? 'The router takes only the route tables (routes.ts, auth/loginRoutes.ts), the shell route and query and the employee and customer areas from the route folders.'
            : 'A shared layer never imports a route folder: move what it needs into a shared layer.',
      },
    ]),
  };
}

const entryBlock = {
  name: 'import-boundaries/entry',
  files: [`${SRC}/*.{ts,tsx}`],
  rules: refuse([{ regex: '^\\./routes(?:/|$)', message: 'The entry point reaches the routes through the router only.' }]),
};

export default [
  ...routeFolders.flatMap((name) => depths.map((depth) => routeBlock(name, depth))),
  ...sharedFolders.flatMap((layer) => depths.map((depth) => sharedBlock(layer, depth))),
  entryBlock,
];
