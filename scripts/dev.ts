// `npm run dev`: the gateway and the reference API restart on change (node --watch), Vite serves the
// client with hot reload, and Relay artifacts and schema.graphql are regenerated when their sources change.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  children.push(spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }));
}

function regenerateOnChange(dir: string, accept: (file: string) => boolean, scripts: string[]): void {
  let timer: NodeJS.Timeout | undefined;
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (!file || file.includes('__generated__') || !accept(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const script of scripts) spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    }, 200);
  });
}

spawnSync('npm', ['run', '--silent', 'generate'], { cwd: root, stdio: 'inherit' });
run(process.execPath, ['--watch-path=gateway/src', '--watch-path=utility-api/src', 'scripts/start.ts'], {
  SKIP_CLIENT_BUILD: '1',
});
run('npx', ['vite', '--config', 'client/vite.config.ts', '--host', '127.0.0.1']);
regenerateOnChange('gateway/src/modules', (file) => file.endsWith('.graphql'), ['schema:print', 'relay']);
regenerateOnChange('client/src', (file) => /\.tsx?$/.test(file), ['relay']);

const stop = (): void => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
