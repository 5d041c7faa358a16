import type { Db } from '../db/open.ts';
import type { NotificationChannel, NotificationChoice, NotificationKind } from '../notifications/kinds.ts';

export interface UnsubscribeTokenRow {
  userId: number;
  kind: NotificationKind;
  createdAt: string;
}

/** The customer's stored choices per notification kind and the unsubscribe tokens of sent messages. */
export interface NotificationPreferenceStore {
  /** The kinds the user chose explicitly; the others take the default. */
  stored(userId: number): NotificationChoice[];
  save(userId: number, choices: readonly NotificationChoice[]): void;
  addToken(tokenHash: string, userId: number, kind: NotificationKind, moment: string): void;
  findToken(tokenHash: string): UnsubscribeTokenRow | undefined;
}

export function notificationPreferenceStore(db: Db): NotificationPreferenceStore {
  const select = db.prepare<[number], NotificationChoice>('SELECT kind, channel FROM notification_preferences WHERE user_id = ?');
  const upsert = db.prepare<[number, NotificationKind, NotificationChannel]>(
    'INSERT INTO notification_preferences (user_id, kind, channel) VALUES (?, ?, ?) ON CONFLICT (user_id, kind) DO UPDATE SET channel = excluded.channel',
  );
  const insertToken = db.prepare<[string, number, NotificationKind, string]>(
    'INSERT INTO notification_unsubscribe_tokens (token_hash, user_id, kind, created_at) VALUES (?, ?, ?, ?)',
  );
  const token = db.prepare<[string], UnsubscribeTokenRow>(
    'SELECT user_id AS userId, kind, created_at AS createdAt FROM notification_unsubscribe_tokens WHERE token_hash = ?',
  );
  return {
    stored: (userId) => select.all(userId),
    save: db.transaction((userId: number, choices: readonly NotificationChoice[]) => {
      for (const choice of choices) upsert.run(userId, choice.kind, choice.channel);
    }),
    addToken: (tokenHash, userId, kind, moment) => {
      insertToken.run(tokenHash, userId, kind, moment);
    },
    findToken: (tokenHash) => token.get(tokenHash),
  };
}
