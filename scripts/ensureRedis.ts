// Makes sure the gateway's scale-out tests have a Redis server: Debian's redis-server, started by
// each test on its own ephemeral port (the machines reach only the npm registry and Debian's packages).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { redisServerPath } from '../gateway/src/testing/redisServer.ts';

function install(): void {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `No redis-server at ${redisServerPath}. Install Debian's "redis-server" package (apt-get install redis-server) ` +
        'or set REDIS_SERVER_PATH to a redis-server binary.',
    );
  }
  console.log('Installing Debian redis-server (apt-get install redis-server)…');
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], options);
}

try {
  if (!existsSync(redisServerPath)) install();
  if (!existsSync(redisServerPath)) throw new Error(`Installing redis-server did not produce ${redisServerPath}.`);
  const version = execFileSync(redisServerPath, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Redis for the gateway's scale-out tests: ${version}`);
} catch (error) {
  console.error(`Cannot run the gateway's scale-out tests: ${(error as Error).message}`);
  process.exit(1);
}
