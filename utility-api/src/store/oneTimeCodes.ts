import type { Db } from '../db/open.ts';

/** What a one-time code confirms; each purpose has its own codes (README, One-time codes). */
export type OtpPurpose =
  | 'login'
  | 'activation'
  | 'reset'
  | 'changeEmail'
  | 'changeMobile'
  | 'sessionEmail'
  | 'sessionSms';

/** A code belongs to a user, or to an OTP session of the e-bill, contact and new-customer flows (001 §7). */
export type OtpOwner = { userId: number } | { otpSessionId: number };

interface CodeRow {
  id: number;
  user_id: number | null;
  otp_session_id: number | null;
  payload: string | null;
  salt: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface NewCode {
  purpose: OtpPurpose;
  owner: OtpOwner;
  salt: string;
  codeHash: string;
  payload: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface OneTimeCodeStore {
  /** Stores a code and retires the owner's earlier codes of that purpose: only the newest counts. */
  add(code: NewCode): void;
  newest(purpose: OtpPurpose, owner: OtpOwner): CodeRow | undefined;
  /** The newest code of every user for a purpose, still unused, unexpired and not locked. */
  live(purpose: OtpPurpose, now: string, maxAttempts: number): CodeRow[];
  /** Retires the owner's unused codes of a purpose (the same change was confirmed another way). */
  retire(purpose: OtpPurpose, owner: OtpOwner, at: string): void;
  countWrongAttempt(id: number): void;
  markUsed(id: number, at: string): void;
}

const ownerIds = (owner: OtpOwner): [number | null, number | null] =>
  'userId' in owner ? [owner.userId, null] : [null, owner.otpSessionId];

export function oneTimeCodeStore(db: Db): OneTimeCodeStore {
  const insert = db.prepare(`INSERT INTO one_time_codes
    (purpose, user_id, otp_session_id, payload, salt, code_hash, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const retire = db.prepare(`UPDATE one_time_codes SET used_at = ?
    WHERE purpose = ? AND user_id IS ? AND otp_session_id IS ? AND used_at IS NULL`);
  const newest = db.prepare<[string, number | null, number | null], CodeRow>(`SELECT * FROM one_time_codes
    WHERE purpose = ? AND user_id IS ? AND otp_session_id IS ? ORDER BY id DESC LIMIT 1`);
  const live = db.prepare<[string, string, number], CodeRow>(`SELECT * FROM one_time_codes
    WHERE purpose = ? AND user_id IS NOT NULL AND used_at IS NULL AND expires_at > ? AND attempts < ?`);
  const wrong = db.prepare('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ?');
  const used = db.prepare('UPDATE one_time_codes SET used_at = ? WHERE id = ?');

  return {
    add: db.transaction((code: NewCode) => {
      const [userId, sessionId] = ownerIds(code.owner);
      retire.run(code.createdAt, code.purpose, userId, sessionId);
      insert.run(code.purpose, userId, sessionId, code.payload, code.salt, code.codeHash, code.createdAt, code.expiresAt);
    }),
    newest: (purpose, owner) => newest.get(purpose, ...ownerIds(owner)),
    live: (purpose, now, maxAttempts) => live.all(purpose, now, maxAttempts),
    retire: (purpose, owner, at) => {
      retire.run(at, purpose, ...ownerIds(owner));
    },
    countWrongAttempt: (id) => {
      wrong.run(id);
    },
    markUsed: (id, at) => {
      used.run(at, id);
    },
  };
}
