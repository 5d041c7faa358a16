import type { Db } from '../db/open.ts';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** E-mails and SMS the API "sends": written here, read by developers and tests (docs/architecture.md §2). */
export interface OutboxStore {
  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage;
  list(recipient?: string): OutboxMessage[];
}

export function outboxStore(db: Db): OutboxStore {
  const insert = db.prepare<[string, string, string | null, string, string]>(
    'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const columns = 'id, channel, recipient, subject, body, created_at AS createdAt';
  const all = db.prepare<[], OutboxMessage>(`SELECT ${columns} FROM outbox ORDER BY id DESC`);
  const forRecipient = db.prepare<[string], OutboxMessage>(
    `SELECT ${columns} FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC`,
  );
  return {
    add: (message) => {
      const createdAt = new Date().toISOString();
      const { lastInsertRowid } = insert.run(
        message.channel,
        message.recipient,
        message.subject,
        message.body,
        createdAt,
      );
      return { id: Number(lastInsertRowid), createdAt, ...message };
    },
    list: (recipient) => (recipient ? forRecipient.all(recipient) : all.all()),
  };
}
