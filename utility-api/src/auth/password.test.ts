import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('Demo-2026!');
    const second = await hashPassword('Demo-2026!');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Demo-2026!', first)).toBe(true);
    expect(await verifyPassword('demo-2026!', first)).toBe(false);
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
