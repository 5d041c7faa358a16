import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { DEMO_PASSWORD } from '../seed/demoUsers.ts';
import { seededCopy } from '../testing/seededDatabase.ts';
import { createStore, type Store } from '../store/store.ts';
import { signIn } from './signIn.ts';
import { hashToken } from './tokenHash.ts';

describe('signIn with OTP sign-in on', () => {
  let db: Db;
  let store: Store;
  let mariaId: number;
  beforeAll(async () => {
    db = await seededCopy();
    store = createStore(db);
    store.settings.merge({ customerLoginWithOtp: true });
    mariaId = store.users.findByLogin('maria@demo.test')?.id ?? 0;
    store.sessions.trustComputer('expired-token', mariaId, new Date('2020-01-01T00:00:00.000Z'));
    store.sessions.trustComputer('trusted-token', mariaId, new Date('2099-01-01T00:00:00.000Z'));
  });
  afterAll(() => db.close());

  const attempt = (trustedComputerToken?: string) =>
    signIn(store, { login: 'maria@demo.test', password: DEMO_PASSWORD, trustedComputerToken }, 'en');

  it('lets a trusted computer skip the one-time code (000 §2)', async () => {
    const outcome = await attempt('trusted-token');
    expect(outcome).toMatchObject({ user: { id: mariaId }, otpVerified: false });
  });

  it('stores only a hash of the trusted-computer token, purging expired ones', () => {
    const stored = db.prepare('SELECT token_hash FROM trusted_computers WHERE user_id = ?').pluck().all(mariaId);
    expect(stored).toEqual([hashToken('trusted-token')]);
  });

  it('asks for the code without a trusted computer, or with an expired or foreign token', async () => {
    expect(await attempt()).toMatchObject({ status: 13 });
    expect(await attempt('expired-token')).toMatchObject({ status: 13 });
    expect(await attempt('unknown-token')).toMatchObject({ status: 13 });
  });
});
