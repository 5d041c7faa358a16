import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One entry of Vite's build manifest (`build.manifest`), the fields this plugin reads. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const template = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');

/**
 * The shell: the entry chunk of index.html with every chunk it imports statically and their CSS.
 * Route screens and locales are dynamic imports: they are cached as the user meets them, so that a
 * customer never downloads an employee screen.
 */
export function shellFiles(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].sort();
}

/** Writes `sw.js` beside index.html after a production build, from the build manifest. */
export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'portal-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const precache = shellFiles(manifest);
      // An entry swallowed by a code-splitting group leaves the manifest without an entry: the worker
      // would precache nothing and a repeat visit would download the shell again.
      if (precache.length === 0) this.error('the build manifest names no entry chunk: the service worker would precache nothing');
      // index.html changes whenever any file it names changes: its hash versions the caches.
      const version = createHash('sha256')
        .update(readFileSync(join(outDir, 'index.html')))
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 16);
      const source = template.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(precache));
      writeFileSync(join(outDir, 'sw.js'), source);
    },
  };
}
