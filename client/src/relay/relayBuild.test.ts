import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// Production builds resolve `relay-runtime` and `react-relay` to the trimmed indexes in client/build
// (client/vite.config.ts); these tests keep them complete and faithful to the packages.
const require = createRequire(import.meta.url);
const clientRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const runtime = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
const trimmedRuntime = require(join(clientRoot, 'build', 'relayRuntime.cjs')) as typeof runtime;
const reactRelay = require('react-relay') as Record<string, unknown>;
const reactRelayLib = dirname(require.resolve('react-relay/lib/hooks.js'));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names the client imports as values (not types) from `pkg`. */
function clientValueImports(pkg: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import \\{([^}]*)\\} from '${pkg.replace('/', '\\/')}(?:/hooks)?'`, 'g');
  for (const file of sourceFiles(join(clientRoot, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return names;
}

/** The react-relay modules a file requires, transitively, starting from `entry`. */
function requiredModules(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const match of readFileSync(entry, 'utf8').matchAll(/require\('(\.{1,2}\/[^']+)'\)/g)) {
    const target = resolve(dirname(entry), match[1] ?? '');
    requiredModules(target.endsWith('.js') ? target : `${target}.js`, seen);
  }
  return seen;
}

describe('trimmed Relay for production builds', () => {
  test('react-relay: every hook the client imports is there, as the package exports it', async () => {
    const trimmed = (await import(/* @vite-ignore */ join(clientRoot, 'build', 'reactRelayHooks.js'))) as Record<string, unknown>;
    for (const name of clientValueImports('react-relay')) {
      expect(trimmed[name], name).toBeDefined();
      expect(trimmed[name], name).toBe(reactRelay[name]);
    }
  });

  test('react-relay: the hooks only screens use (relay/screenHooks.ts) are the package\'s own', async () => {
    const screenHooks = (await import('./screenHooks')) as Record<string, unknown>;
    expect(Object.keys(screenHooks).sort()).toEqual(['usePaginationFragment', 'useQueryLoader', 'useRefetchableFragment', 'useSubscription']);
    for (const [name, hook] of Object.entries(screenHooks)) expect(hook, name).toBe(reactRelay[name]);
  });

  test('relay-runtime: every name the used hooks and the client read is there, as the package exports it', () => {
    const hookFiles = ['RelayEnvironmentProvider', 'loadQuery', 'useFragment', 'useMutation', 'usePaginationFragment', 'usePreloadedQuery', 'useQueryLoader', 'useRefetchableFragment', 'useRelayEnvironment', 'useSubscription'];
    const files = new Set<string>();
    for (const hook of hookFiles) for (const file of requiredModules(join(reactRelayLib, 'relay-hooks', `${hook}.js`))) files.add(file);
    const read = new Set<string>(clientValueImports('relay-runtime'));
    const internal = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const binding of source.matchAll(/var (\w+) = require\('relay-runtime'\)/g)) {
        for (const access of source.matchAll(new RegExp(`\\b${binding[1]}\\.(\\w+)(?:\\.(\\w+))?`, 'g'))) {
          if (access[1] === '__internal') {
            if (access[2]) internal.add(access[2]);
          } else if (access[1]) read.add(access[1]);
        }
        // `var _require$__internal = _require.__internal, fetchQuery = _require$__internal.fetchQuery`
        for (const alias of source.matchAll(new RegExp(`(\\w+) = ${binding[1]}\\.__internal\\b`, 'g'))) {
          for (const access of source.matchAll(new RegExp(`\\b${alias[1]?.replace('$', '\\$')}\\.(\\w+)`, 'g'))) if (access[1]) internal.add(access[1]);
        }
      }
    }
    expect(files.size).toBeGreaterThan(20);
    for (const name of read) {
      expect(trimmedRuntime[name], name).toBeDefined();
      expect(trimmedRuntime[name], name).toBe(runtime[name]);
    }
    expect(internal.size).toBeGreaterThan(2);
    for (const name of internal) expect(trimmedRuntime.__internal[name], `__internal.${name}`).toBe(runtime.__internal[name]);
    for (const name of Object.keys(trimmedRuntime)) if (name !== '__internal') expect(trimmedRuntime[name], name).toBe(runtime[name]);
  });

  test('useFragment runs the implementation the build keeps: the feature flag is relay-runtime\'s default and the client never sets it', () => {
    expect((runtime.RelayFeatureFlags as Record<string, unknown>).ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    const dispatcher = readFileSync(join(reactRelayLib, 'relay-hooks', 'useFragmentInternal.js'), 'utf8');
    expect(dispatcher).toMatch(/if \(_relayRuntime\.RelayFeatureFlags\.ENABLE_ACTIVITY_COMPATIBILITY\) \{\s*return \(0, _useFragmentInternal_EXPERIMENTAL/);
    const setters = sourceFiles(join(clientRoot, 'src')).filter((file) => /RelayFeatureFlags/.test(readFileSync(file, 'utf8')));
    expect(setters).toEqual([]);
  });
});
