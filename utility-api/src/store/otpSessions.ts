import type { Db } from '../db/open.ts';

export interface OtpSessionRow {
  id: number;
  email: string | null;
  mobile_no: string | null;
  language: string;
  created_at: string;
  expires_at: string;
}

/** OTP sessions of the e-bill, contact and new-customer flows (001 §3 "Session", 002 §7). */
export interface OtpSessionStore {
  create(session: Omit<OtpSessionRow, 'id'>): OtpSessionRow;
  /** The session while it lives, else undefined. */
  findLive(id: number, now: string): OtpSessionRow | undefined;
  /** A repeated /Session/Create with the session id restarts it with the new details (001 §7 unsubscribe). */
  restart(session: OtpSessionRow): void;
  /** The session made its submission: it is no longer live, and a /Session/Create naming it opens a new one. */
  end(id: number, at: string): void;
}

export function otpSessionStore(db: Db): OtpSessionStore {
  const insert = db.prepare(
    'INSERT INTO otp_sessions (email, mobile_no, language, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const live = db.prepare<[number, string], OtpSessionRow>('SELECT * FROM otp_sessions WHERE id = ? AND expires_at > ?');
  const end = db.prepare('UPDATE otp_sessions SET expires_at = ? WHERE id = ? AND expires_at > ?');
  const update = db.prepare(
    'UPDATE otp_sessions SET email = ?, mobile_no = ?, language = ?, created_at = ?, expires_at = ? WHERE id = ?',
  );
  return {
    create: (session) => {
      const { lastInsertRowid } = insert.run(
        session.email,
        session.mobile_no,
        session.language,
        session.created_at,
        session.expires_at,
      );
      return { id: Number(lastInsertRowid), ...session };
    },
    findLive: (id, now) => live.get(id, now),
    restart: (s) => {
      update.run(s.email, s.mobile_no, s.language, s.created_at, s.expires_at, s.id);
    },
    end: (id, at) => {
      end.run(at, id, at);
    },
  };
}
