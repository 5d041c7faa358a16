import type { Db } from '../db/open.ts';

/** Characters of the body a list item previews (README, E-mails). */
const EMAIL_PREVIEW_LENGTH = 120;

export interface EmailListItem {
  emailId: number;
  subject: string;
  preview: string;
  sentAt: string;
  isRead: boolean;
}

export interface EmailItem extends EmailListItem {
  body: string;
}

/** An inclusive range of calendar days (YYYY-MM-DD, UTC). */
interface DayRange {
  from: string;
  to: string;
}

export interface EmailStore {
  countForCustomer(customerId: number, range: DayRange): number;
  /** Newest first. */
  pageForCustomer(customerId: number, range: DayRange, limit: number, offset: number): EmailListItem[];
  /** The e-mail when it was sent to this customer. */
  findForCustomer(emailId: number, customerId: number): EmailItem | undefined;
  /** Marks it read; false when it is not this customer's. */
  markRead(emailId: number, customerId: number): boolean;
}

interface EmailRow {
  emailId: number;
  subject: string;
  body: string;
  sentAt: string;
  isRead: number;
}

function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= EMAIL_PREVIEW_LENGTH ? flat : `${flat.slice(0, EMAIL_PREVIEW_LENGTH).trimEnd()}…`;
}

const toListItem = (row: EmailRow): EmailListItem => ({
  emailId: row.emailId,
  subject: row.subject,
  preview: preview(row.body),
  sentAt: row.sentAt,
  isRead: row.isRead === 1,
});

// `sent_at` is ISO-8601 UTC text: the day after `to` bounds the range, so `to` counts as a whole day.
const IN_RANGE = "customer_id = ? AND sent_at >= ? AND sent_at < date(?, '+1 day')";
const COLUMNS = 'id AS emailId, subject, body, sent_at AS sentAt, is_read AS isRead';

export function emailStore(db: Db): EmailStore {
  const count = db.prepare<[number, string, string], { total: number }>(`SELECT COUNT(*) AS total FROM emails WHERE ${IN_RANGE}`);
  const page = db.prepare<[number, string, string, number, number], EmailRow>(
    `SELECT ${COLUMNS} FROM emails WHERE ${IN_RANGE} ORDER BY sent_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[number, number], EmailRow>(`SELECT ${COLUMNS} FROM emails WHERE id = ? AND customer_id = ?`);
  const read = db.prepare<[number, number]>('UPDATE emails SET is_read = 1 WHERE id = ? AND customer_id = ?');
  return {
    countForCustomer: (customerId, range) => count.get(customerId, range.from, range.to)?.total ?? 0,
    pageForCustomer: (customerId, range, limit, offset) =>
      page.all(customerId, range.from, range.to, limit, offset).map(toListItem),
    findForCustomer: (emailId, customerId) => {
      const row = one.get(emailId, customerId);
      return row ? { ...toListItem(row), body: row.body } : undefined;
    },
    // SQLite counts a matched row as changed even when it was read already.
    markRead: (emailId, customerId) => read.run(emailId, customerId).changes > 0,
  };
}
