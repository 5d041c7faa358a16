import { describe, expect, it } from 'vitest';
import { decodeGlobalId, fromGlobalId, toGlobalId } from './globalId.ts';

describe('global ids', () => {
  it('round-trips type and key through an opaque value', () => {
    const id = toGlobalId('Account', '42');
    expect(id).not.toContain('Account');
    expect(decodeGlobalId(id)).toEqual({ type: 'Account', key: '42' });
    expect(fromGlobalId(id, 'Account')).toBe('42');
  });

  it('keeps colons inside keys', () => {
    expect(fromGlobalId(toGlobalId('User', 'a:b'), 'User')).toBe('a:b');
  });

  it('finds a renamed type by the ids issued under its old name', () => {
    const old = Buffer.from('ServiceConnection:7', 'utf8').toString('base64url');
    expect(decodeGlobalId(old)).toEqual({ type: 'ServicePoint', key: '7' });
    expect(fromGlobalId(old, 'ServicePoint')).toBe('7');
  });

  it('refuses ids of another type and garbled ids', () => {
    expect(fromGlobalId(toGlobalId('User', '42'), 'Account')).toBeUndefined();
    expect(decodeGlobalId('not base64!')).toBeUndefined();
    expect(decodeGlobalId(Buffer.from('no-separator').toString('base64url'))).toBeUndefined();
    expect(decodeGlobalId(Buffer.from('Account:').toString('base64url'))).toBeUndefined();
  });
});
