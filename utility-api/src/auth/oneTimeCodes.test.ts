import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { OTP_MAX_ATTEMPTS } from '../domain/constants.ts';
import { writeDefaultSettings } from '../seed/seed.ts';
import { createStore, type Store } from '../store/store.ts';
import { fakeClock, type FakeClock } from '../testing/fakeClock.ts';
import { otherCode } from '../testing/outbox.ts';
import { seededCopy } from '../testing/seededDatabase.ts';
import { checkCode, checkCodeOfAnyUser, resendWaitSeconds, sendCode } from './oneTimeCodes.ts';

describe('one-time codes', () => {
  let db: Db;
  let store: Store;
  let clock: FakeClock;
  let maria: number;
  let andreas: number;
  beforeAll(async () => {
    db = await seededCopy();
    clock = fakeClock();
    store = createStore(db, clock.now);
    maria = store.users.findByLogin('maria@demo.test')?.id ?? 0;
    andreas = store.users.findByLogin('99123456')?.id ?? 0;
  });
  afterAll(() => db.close());
  beforeEach(() => writeDefaultSettings(db));

  /** Sends a code and reads it back from the newest outbox message, as the tests of the calls do. */
  const send = (userId: number, purpose: 'login' | 'reset' = 'login', payload?: string): string => {
    sendCode(store, { purpose, owner: { userId }, channel: 'email', recipient: `user${userId}@demo.test`, lang: 'en', payload });
    const body = store.outbox.list(`user${userId}@demo.test`)[0]?.body ?? '';
    return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  };
  const check = (userId: number, code: string, consume = true, payload?: string) =>
    checkCode(store, 'login', { userId }, code, { consume, payload });

  it('sends random six-digit codes through the outbox and stores only a salted hash', () => {
    const codes = new Set(Array.from({ length: 20 }, () => send(maria)));
    expect(codes.size).toBeGreaterThan(15);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const rows = db.prepare('SELECT salt, code_hash FROM one_time_codes').all() as { salt: string; code_hash: string }[];
    expect(new Set(rows.map((row) => row.salt)).size).toBe(rows.length);
    for (const row of rows) expect(codes.has(row.code_hash)).toBe(false);
    const message = store.outbox.list(`user${maria}@demo.test`)[0];
    expect(message).toMatchObject({ channel: 'email', subject: 'Your sign-in code' });
    expect(message?.body).toMatch(/valid for 5 min/);
  });

  it('accepts the newest code once; earlier and used codes are invalid', () => {
    const first = send(maria);
    const second = send(maria);
    if (first !== second) expect(check(maria, first)).toEqual({ ok: false, failure: 'invalid' });
    expect(check(maria, second)).toEqual({ ok: true, payload: null });
    expect(check(maria, second)).toEqual({ ok: false, failure: 'invalid' });
  });

  it('keeps the codes of different users and purposes apart', () => {
    const code = send(maria);
    expect(check(andreas, code)).toEqual({ ok: false, failure: 'invalid' });
    expect(checkCode(store, 'reset', { userId: maria }, code, { consume: true })).toEqual({ ok: false, failure: 'invalid' });
    expect(check(maria, code).ok).toBe(true);
  });

  it('expires a code after otpSessionStepSeconds', () => {
    store.settings.merge({ otpSessionStepSeconds: 60 });
    const code = send(maria);
    clock.advanceSeconds(59);
    expect(check(maria, code, false).ok).toBe(true);
    clock.advanceSeconds(1);
    expect(check(maria, code)).toEqual({ ok: false, failure: 'expired' });
  });

  it(`locks a code after ${OTP_MAX_ATTEMPTS} wrong attempts, even against the right code`, () => {
    const code = send(maria);
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      expect(check(maria, otherCode(code))).toEqual({ ok: false, failure: 'invalid' });
    }
    expect(check(maria, code)).toEqual({ ok: false, failure: 'locked' });
    expect(check(maria, send(maria)).ok).toBe(true);
  });

  it('counts a code sent for another value as wrong', () => {
    const code = send(maria, 'login', 'new@demo.test');
    expect(check(maria, code, true, 'other@demo.test')).toEqual({ ok: false, failure: 'invalid' });
    expect(check(maria, code, true, 'new@demo.test')).toEqual({ ok: true, payload: 'new@demo.test' });
  });

  it('answers the seconds left of the resend lock', () => {
    store.settings.merge({ otpDisableResendSeconds: 30 });
    expect(resendWaitSeconds(store, 'reset', { userId: andreas })).toBe(0);
    send(andreas, 'reset');
    clock.advanceSeconds(10);
    expect(resendWaitSeconds(store, 'reset', { userId: andreas })).toBe(20);
    clock.advanceSeconds(20);
    expect(resendWaitSeconds(store, 'reset', { userId: andreas })).toBe(0);
  });

  it('finds the owner of a code given alone, and counts a wrong one against every live code', () => {
    const mariaCode = send(maria, 'reset');
    const andreasCode = send(andreas, 'reset');
    expect(checkCodeOfAnyUser(store, 'reset', andreasCode)).toEqual({ userId: andreas });
    expect(checkCodeOfAnyUser(store, 'reset', andreasCode)).toEqual({ failure: 'invalid' });
    const wrong = otherCode(mariaCode) === andreasCode ? otherCode(andreasCode) : otherCode(mariaCode);
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) checkCodeOfAnyUser(store, 'reset', wrong);
    expect(checkCode(store, 'reset', { userId: maria }, mariaCode, { consume: false })).toEqual({ ok: false, failure: 'locked' });
  });
});
