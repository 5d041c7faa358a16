import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { appCore } from '../build/chunkGroups';

// What the first visit to /login downloads (bench step 3, bench/README.md): the entry, what it imports
// statically, and the login screen the route loads. Read from the sources' import declarations, so that no
// build is needed; a type-only import (`import type`) is left out, as the build leaves it out.
const clientRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(clientRoot, '..');
const entry = join(clientRoot, 'src', 'main.tsx');
const loginScreen = join(clientRoot, 'src', 'routes', 'auth', 'LoginScreen.tsx');

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : ts.isExportDeclaration(statement) && statement.isTypeOnly;
    const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (!typeOnly && specifier && ts.isStringLiteral(specifier)) specifiers.push(specifier.text);
  }
  // Relay's compiler plugin makes each graphql`` operation or fragment an import of its generated module.
  for (const [, name] of source.text.matchAll(/graphql`\s*(?:query|mutation|subscription|fragment)\s+(\w+)/g)) specifiers.push(`./__generated__/${name}.graphql.ts`);
  return specifiers;
}

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

/** The project's modules and the packages reached from `roots` by static imports. */
function staticClosure(roots: string[]) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
        continue;
      }
      const target = resolveSource(file, specifier);
      if (target) pending.push(target);
    }
  }
  return { modules, packages };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return item.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(item.name) && !/\.(test|d)\.tsx?$/.test(item.name) ? [path] : [];
  });
}

const projectPath = (file: string) => relative(repoRoot, file).split('\\').join('/');

describe('the first visit to /login', () => {
  test('loads neither the form layer, react-hook-form, Headless UI nor the phone metadata, nor what only signed-in sessions show', () => {
    const { modules, packages } = staticClosure([entry, loginScreen]);
    expect([...packages].filter((name) => ['react-hook-form', '@headlessui/react', 'libphonenumber-js'].includes(name))).toEqual([]);
    const paths = [...modules].map(projectPath);
    // The form layer's two small rule modules, which the login form shares with it, and nothing else of it.
    const sharedWithLogin = ['client/src/forms/afterPointer.ts', 'client/src/forms/checkTiming.ts'];
    expect(paths.filter((path) => path.startsWith('client/src/forms/') && !sharedWithLogin.includes(path))).toEqual([]);
    // A staff view's banner (and the screens' mutation hook it runs), a visitor's banner, Relay's list hooks.
    const laterOnly = ['client/src/features/customerView/ViewAsBanner.tsx', 'client/src/relay/useFormMutation.ts', 'client/src/routes/shell/VisitorBanner.tsx', 'client/src/relay/screenHooks.ts'];
    expect(paths.filter((path) => laterOnly.includes(path))).toEqual([]);
  });

  test('the app chunk holds only modules the entry or the login screen reach without a dynamic import', () => {
    // The build puts a matched module's static imports in the app chunk too: a route table matched here would
    // bring every screen search and route of its areas to /login.
    const { modules } = staticClosure([entry, loginScreen]);
    const matched = [...sourceFiles(join(clientRoot, 'src')), join(repoRoot, 'shared', 'contacts.ts')].filter((file) => appCore.test(file));
    expect(matched.length).toBeGreaterThan(20);
    expect(matched.filter((file) => !modules.has(file)).map(projectPath)).toEqual([]);
  });
});
