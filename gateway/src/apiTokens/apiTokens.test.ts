import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileApiTokenStore } from './fileStore.ts';
import { DEFAULT_API_TOKEN_RATE, issueApiToken, parseRate } from './issue.ts';
import { apiTokenId, apiTokenMatches } from './secret.ts';

const dir = mkdtempSync(join(tmpdir(), 'api-tokens-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('API tokens in a file', () => {
  it('survive a restart, are stored hashed, and are gone once revoked', async () => {
    const file = join(dir, 'api-tokens.json');
    const gateway = createFileApiTokenStore(file);
    expect(await gateway.list()).toEqual([]);

    const { record, token } = await issueApiToken(createFileApiTokenStore(file), { name: 'billing-export', scope: 'read-write' });

    expect(token).toMatch(/^pat_[0-9a-f]{16}_[\w-]{43}$/);
    expect(apiTokenId(token)).toBe(record.id);
    expect(record).toMatchObject({ name: 'billing-export', scope: 'read-write', rate: DEFAULT_API_TOKEN_RATE });
    expect(JSON.stringify(record)).not.toContain(token.slice(25));
    // The running gateway sees the CLI's change without a restart, and a restarted one sees it too.
    expect(await gateway.get(record.id)).toEqual(record);
    const restarted = createFileApiTokenStore(file);
    expect(apiTokenMatches(token, (await restarted.get(record.id))?.secretHash ?? '')).toBe(true);
    expect(apiTokenMatches(`${token.slice(0, -1)}x`, record.secretHash)).toBe(false);

    expect(await restarted.remove(record.id)).toBe(true);
    expect(await restarted.remove(record.id)).toBe(false);
    expect(await gateway.get(record.id)).toBeUndefined();
  });
});

describe('parseRate', () => {
  it('reads requests per second, minute or hour and refuses anything else', () => {
    expect(parseRate('600/min')).toEqual({ requests: 600, windowMs: 60_000 });
    expect(parseRate('10/s')).toEqual({ requests: 10, windowMs: 1000 });
    expect(parseRate('5000/h')).toEqual({ requests: 5000, windowMs: 3_600_000 });
    expect(() => parseRate('0/min')).toThrow('A rate looks like 600/min');
    expect(() => parseRate('fast')).toThrow('A rate looks like 600/min');
  });
});
