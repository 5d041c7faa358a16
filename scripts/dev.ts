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
// SSO_DEV_PROVIDER=1: employees' single sign-on against the local OpenID provider (docs/sso.md), on a
// fixed port so that the issuer survives the gateway's restarts.
const ssoEnv: Record<string, string> = {};
if (process.env.SSO_DEV_PROVIDER === '1') {
  const { startLocalOidcProvider } = await import('../tests/support/oidcProvider.ts');
  const provider = await startLocalOidcProvider({ port: 4300 });
  Object.assign(ssoEnv, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: 'Utility ID (local)',
  });
  console.log(`Local OpenID provider on ${provider.issuer} (staff@demo.test / Demo-2026!)`);
}
run(process.execPath, ['--watch-path=gateway/src', '--watch-path=utility-api/src', '--watch-path=shared', 'scripts/start.ts'], {
  SKIP_CLIENT_BUILD: '1',
  ...ssoEnv,
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
