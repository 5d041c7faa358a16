import { once } from 'node:events';
import fs, { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedDestination, createLogger, LOG_BATCH_BYTES, LOG_FLUSH_MS } from './logger.ts';

const dir = mkdtempSync(join(tmpdir(), 'gateway-logger-'));
const cleanups: Array<() => void> = [];
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A batched logger on a file of its own, and the lines written to it so far. */
function loggerOnFile(name: string) {
  const file = join(dir, name);
  const fd = openSync(file, 'w');
  const destination = batchedDestination(fd);
  cleanups.push(() => {
    destination.flushSync();
    destination.end();
    rmSync(file, { force: true });
  });
  const written = () => readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
  return { logger: createLogger('info', destination), destination, written };
}

/** The writes the destinations hand to the file system (sonic-boom calls `fs.write`; a 'write' event follows each). */
const fileWrites = () => vi.spyOn(fs, 'write');

describe('the gateway log', () => {
  it('holds a request\'s few lines and writes them in one batch once it holds LOG_BATCH_BYTES', async () => {
    const { logger, destination, written } = loggerOnFile('batch.log');
    const writes = fileWrites();
    logger.info({ path: '/Account/GetItems', ms: 3 }, 'upstream call');
    logger.info({ status: 200 }, 'request');
    expect(writes).not.toHaveBeenCalled();
    const batch = once(destination, 'write');
    const line = 'x'.repeat(200);
    for (let size = 0; size <= LOG_BATCH_BYTES; size += line.length) logger.info(line);
    await batch;
    expect(writes).toHaveBeenCalledTimes(1);
    expect(written().length).toBeGreaterThan(2);
    expect(JSON.parse(written()[0] ?? '{}')).toMatchObject({ service: 'gateway', msg: 'upstream call', path: '/Account/GetItems' });
  });

  it('writes what it holds after LOG_FLUSH_MS when the gateway is quiet', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { logger, destination, written } = loggerOnFile('quiet.log');
    const writes = fileWrites();
    logger.warn({ family: '/Bill', state: 'open' }, 'utility API circuit breaker');
    expect(writes).not.toHaveBeenCalled();
    const flushed = once(destination, 'write');
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    await flushed;
    expect(writes).toHaveBeenCalledTimes(1);
    expect(written().map((entry) => JSON.parse(entry).msg)).toEqual(['utility API circuit breaker']);
  });
});
