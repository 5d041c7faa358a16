import type { Db } from '../../db/open.ts';

export interface NewContactMessage {
  userId: number;
  accountId: number | null;
  subject: string;
  message: string;
  outboxId: number;
  createdAt: string;
}

/** Reference numbers look like `CU-000042`: the message's row id, so they are unique and never reused. */
const REFERENCE_PREFIX = 'CU-';
const REFERENCE_DIGITS = 6;

/** Contact-us messages of signed-in customers (migration 007): what was sent, by whom, under which reference. */
export function contactMessageStore(db: Db) {
  const next = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM contact_messages').pluck();
  const insert = db.prepare(`INSERT INTO contact_messages (id, reference, user_id, account_id, subject, message, outbox_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  return {
    /** The reference the next message will get; `add` must follow in the same transaction. */
    nextReference: (): { id: number; reference: string } => {
      const id = next.get() as number;
      return { id, reference: `${REFERENCE_PREFIX}${String(id).padStart(REFERENCE_DIGITS, '0')}` };
    },
    add: (id: number, reference: string, message: NewContactMessage): void => {
      insert.run(id, reference, message.userId, message.accountId, message.subject, message.message, message.outboxId, message.createdAt);
    },
  };
}
