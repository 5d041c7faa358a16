import type { Db } from '../db/open.ts';

/** What a mailed link confirms (000 §2 /activate/{code}, 001 §2 /changeEmailComplete/{code}). */
export type LinkPurpose = 'activation' | 'changeEmail';

export interface LinkCodeRow {
  code_hash: string;
  purpose: LinkPurpose;
  user_id: number;
  payload: string | null;
  expires_at: string;
  used_at: string | null;
}

export interface LinkCodeStore {
  /** Stores a link code and retires the user's earlier links of that purpose. */
  add(row: Omit<LinkCodeRow, 'used_at'>, now: string): void;
  find(codeHash: string, purpose: LinkPurpose): LinkCodeRow | undefined;
  markUsed(codeHash: string, at: string): void;
  /** Retires the user's unused links of a purpose (the same change was confirmed by a code). */
  retire(userId: number, purpose: LinkPurpose, at: string): void;
}

export function linkCodeStore(db: Db): LinkCodeStore {
  const retire = db.prepare('UPDATE link_codes SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL');
  const insert = db.prepare(
    'INSERT INTO link_codes (code_hash, purpose, user_id, payload, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string, string], LinkCodeRow>('SELECT * FROM link_codes WHERE code_hash = ? AND purpose = ?');
  const used = db.prepare('UPDATE link_codes SET used_at = ? WHERE code_hash = ?');
  return {
    add: db.transaction((row: Omit<LinkCodeRow, 'used_at'>, now: string) => {
      retire.run(now, row.user_id, row.purpose);
      insert.run(row.code_hash, row.purpose, row.user_id, row.payload, row.expires_at);
    }),
    find: (codeHash, purpose) => find.get(codeHash, purpose),
    markUsed: (codeHash, at) => {
      used.run(at, codeHash);
    },
    retire: (userId, purpose, at) => {
      retire.run(at, userId, purpose);
    },
  };
}
