// `npm start` runs this API in a child process of the portal (scripts/utilityApiProcess.ts): it answers on
// 127.0.0.1 from a process of its own, stops with the portal, even a killed one, and a failed start says why.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startUtilityApiProcess } from '../../scripts/utilityApiProcess.ts';
import { seededImage } from './testing/seededDatabase.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Each test starts Node processes that load the whole API: on a busy machine that alone took 20 s. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

describe('the embedded API in its own process', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let dir: string;
  let dbFile: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-api-test-'));
    dbFile = join(dir, 'utility.sqlite');
    writeFileSync(dbFile, await seededImage());
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers on 127.0.0.1 from another process and stops when the portal closes it, also under node --watch', async () => {
    const unexpected: string[] = [];
    // What `node --watch` (npm run dev) sets: the child then also reports each module it loads on the channel.
    process.env.WATCH_REPORT_DEPENDENCIES = '1';
    const starting = startUtilityApiProcess({ dbFile }, (how) => unexpected.push(how));
    delete process.env.WATCH_REPORT_DEPENDENCIES;
    const api = await starting;
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(api.pid).not.toBe(process.pid);
      const answer = await fetch(`${api.url}/Utility/GetSettings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(((await answer.json()) as { status: number }).status).toBe(0);
    } finally {
      await api.close();
    }
    expect(alive(api.pid)).toBe(false);
    expect(unexpected).toEqual([]);
  });

  it('tells the portal when it stops on its own', async () => {
    const stopped: string[] = [];
    const api = await startUtilityApiProcess({ dbFile }, (how) => stopped.push(how));
    process.kill(api.pid, 'SIGKILL');
    await vi.waitFor(() => expect(stopped).toEqual(['the embedded reference utility API stopped (signal SIGKILL)']), { timeout: 30_000, interval: 50 });
    await api.close();
  });

  it('rejects with the API\'s own reason when it cannot start', async () => {
    await expect(startUtilityApiProcess({ dbFile: dir }, () => undefined)).rejects.toThrow(
      /^the embedded reference utility API did not start: unable to open database file$/,
    );
  });

  it('stops when the portal dies without closing it', async () => {
    // A stand-in for the portal: it starts the API, prints the API's pid, and is killed.
    const script = `
      import { startUtilityApiProcess } from ${JSON.stringify(join(import.meta.dirname, '..', '..', 'scripts', 'utilityApiProcess.ts'))};
      const api = await startUtilityApiProcess({ dbFile: ${JSON.stringify(dbFile)} }, () => undefined);
      console.log('api pid ' + api.pid);
    `;
    const portal = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    portal.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toMatch(/api pid \d+/), { timeout: PROCESS_TEST_TIMEOUT_MS, interval: 50 });
    const apiPid = Number(/api pid (\d+)/.exec(output)?.[1]);
    expect(alive(apiPid)).toBe(true);
    portal.kill('SIGKILL');
    await vi.waitFor(() => expect(alive(apiPid)).toBe(false), { timeout: 30_000, interval: 50 });
  });
});
