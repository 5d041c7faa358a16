import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/tokenHash.ts';
import type { Db } from '../db/open.ts';
import { SESSION_IDLE_MS } from '../domain/constants.ts';

export interface SessionRow {
  id: string;
  user_id: number | null;
  language: string | null;
  /** Set on the read-only session of a staff view of a customer's portal (store/customerViews.ts). */
  view_id: number | null;
}

export interface SessionStore {
  create(userId: number | null, language: string | null): SessionRow;
  /** The live session with this id (touching it), or undefined when unknown or idle too long. */
  find(id: string): SessionRow | undefined;
  setLanguage(id: string, language: string): void;
  delete(id: string): void;
  /** Ends every session of the user but `keepId` (password changes and resets). */
  deleteForUser(userId: number, keepId?: string): void;
  /** True when the trusted-computer token belongs to the user and has not expired (000 §2). */
  isTrustedComputer(token: string, userId: number): boolean;
  /** Remembers a trusted computer by the hash of its token until `expiresAt`. */
  trustComputer(token: string, userId: number, expiresAt: Date): void;
}

export function sessionStore(db: Db, now: () => Date = () => new Date()): SessionStore {
  const insert = db.prepare(
    'INSERT INTO sessions (id, user_id, language, created_at, last_seen) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<[string, string, string], SessionRow>(
    'SELECT id, user_id, language, view_id FROM sessions WHERE id = ? AND last_seen > ? AND (expires_at IS NULL OR expires_at > ?)',
  );
  const touch = db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?');
  const updateLanguage = db.prepare('UPDATE sessions SET language = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const removeIdle = db.prepare('DELETE FROM sessions WHERE last_seen <= ?');
  const removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?');
  const trusted = db.prepare<[string, number, string], { user_id: number }>(
    'SELECT user_id FROM trusted_computers WHERE token_hash = ? AND user_id = ? AND expires_at > ?',
  );
  const trust = db.prepare('INSERT INTO trusted_computers (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
  const removeExpiredTrust = db.prepare('DELETE FROM trusted_computers WHERE expires_at <= ?');
  const idleLimit = (): string => new Date(now().getTime() - SESSION_IDLE_MS).toISOString();

  return {
    create: (userId, language) => {
      removeIdle.run(idleLimit());
      const session = { id: randomBytes(32).toString('base64url'), user_id: userId, language, view_id: null };
      const at = now().toISOString();
      insert.run(session.id, userId, language, at, at);
      return session;
    },
    find: (id) => {
      const session = select.get(id, idleLimit(), now().toISOString());
      if (session) touch.run(now().toISOString(), id);
      return session;
    },
    setLanguage: (id, language) => {
      updateLanguage.run(language, id);
    },
    delete: (id) => {
      remove.run(id);
    },
    deleteForUser: (userId, keepId) => {
      removeForUser.run(userId, keepId ?? null);
    },
    isTrustedComputer: (token, userId) => trusted.get(hashToken(token), userId, now().toISOString()) !== undefined,
    trustComputer: (token, userId, expiresAt) => {
      removeExpiredTrust.run(now().toISOString());
      trust.run(hashToken(token), userId, expiresAt.toISOString());
    },
  };
}
