import { describe, expect, it } from 'vitest';
import { createMemorySessionStore } from './memoryStore.ts';
import type { SessionData } from './SessionStore.ts';
import { signSessionId, verifySessionToken } from './signing.ts';

const data: SessionData = { upstreamSession: 'u', username: 'maria@demo.test', userId: 'maria@demo.test', role: 2, language: 'el' };

describe('memory session store', () => {
  it('expires sessions after their idle lifetime, counted from the last set', async () => {
    let now = 0;
    const store = createMemorySessionStore(() => now);
    await store.set('a', data, 10);
    now = 9_000;
    expect(await store.get('a')).toEqual(data);
    await store.set('a', data, 10);
    now = 18_000;
    expect(await store.get('a')).toEqual(data);
    now = 19_000;
    expect(await store.get('a')).toBeUndefined();
    await store.close();
  });

  it('starts the idle lifetime again on touch, and never revives an expired or deleted session', async () => {
    let now = 0;
    const store = createMemorySessionStore(() => now);
    await store.set('a', data, 10);
    now = 9_000;
    expect(await store.touch('a', 10)).toEqual(data);
    now = 18_000;
    expect(await store.touch('a', 10)).toEqual(data);
    now = 28_000;
    expect(await store.touch('a', 10)).toBeUndefined();
    expect(await store.get('a')).toBeUndefined();
    await store.set('b', data, 10);
    await store.delete('b');
    expect(await store.touch('b', 10)).toBeUndefined();
    await store.close();
  });
});

describe('replace', () => {
  it('changes a live session only: a deleted or expired one stays gone', async () => {
    let now = 0;
    const store = createMemorySessionStore(() => now);
    await store.set('a', data, 10);
    expect(await store.replace('a', { ...data, language: 'ar' }, 10)).toBe(true);
    expect((await store.get('a'))?.language).toBe('ar');
    await store.delete('a');
    expect(await store.replace('a', data, 10)).toBe(false);
    expect(await store.get('a')).toBeUndefined();
    await store.set('b', data, 10);
    now = 10_000;
    expect(await store.replace('b', data, 10)).toBe(false);
    expect(await store.get('b')).toBeUndefined();
    await store.close();
  });
});

describe('session tokens', () => {
  it('verify only with the same secret and an untouched id', () => {
    const token = signSessionId('abc', 'secret');
    expect(verifySessionToken(token, 'secret')).toBe('abc');
    expect(verifySessionToken(token, 'other-secret')).toBeUndefined();
    expect(verifySessionToken(token.replace('abc', 'abd'), 'secret')).toBeUndefined();
    expect(verifySessionToken('no-signature', 'secret')).toBeUndefined();
  });
});
