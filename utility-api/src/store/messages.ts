import type { Db } from '../db/open.ts';
import { ROLE_EMPLOYEE } from '../domain/constants.ts';
import type { UserRow } from './users.ts';

/** An attachment of a message, as lists show it (002 §3 Message attachments). */
interface MessageAttachmentRef {
  attachmentId: number;
  fileName: string;
}

/** A message as its viewer sees it (002 §3 Message). */
export interface MessageItem {
  messageId: number;
  portalApplicationId: number;
  applicationType: number;
  applicationName: string;
  date: string;
  message: string;
  customerMessage: boolean;
  unread: boolean;
  /** Unread and written by the viewer: only then may it change (002 §4 Message). */
  editable: boolean;
  attachmentFileNames: string[];
  attachments: MessageAttachmentRef[];
}

/** The stored message behind the rules of Update, Delete and ProcessAttachments. */
export interface MessageRow {
  id: number;
  applicationId: number;
  authorId: number | null;
  fromCustomer: number;
  unread: number;
}

interface ItemRow {
  messageId: number;
  portalApplicationId: number;
  applicationType: number;
  applicationName: string;
  date: string;
  message: string;
  customerMessage: number;
  unread: number;
  authorId: number | null;
}

export interface MessageStore {
  count(applicationId: number): number;
  /** Newest first. */
  page(viewer: UserRow, applicationId: number, limit: number, offset: number): MessageItem[];
  item(viewer: UserRow, messageId: number): MessageItem | undefined;
  row(messageId: number): MessageRow | undefined;
  insert(applicationId: number, author: UserRow, message: string, moment: string): number;
  update(messageId: number, message: string): void;
  delete(messageId: number): void;
  markRead(messageId: number): void;
  /** Unread staff messages on the customer's applications (002 §7 GetUnreadItemsCount). */
  unreadCount(userId: number): number;
  unreadPage(viewer: UserRow, limit: number, offset: number): MessageItem[];
}

const SELECT = `
  SELECT m.id AS messageId, a.id AS portalApplicationId, a.application_type AS applicationType,
         a.name AS applicationName, m.created_at AS date, m.message, m.from_customer AS customerMessage,
         m.unread, m.author_id AS authorId
  FROM application_messages m JOIN applications a ON a.id = m.application_id`;

/** Whether the viewer wrote the message and its addressee has not opened it yet. */
export function isEditable(viewer: UserRow, row: Pick<MessageRow, 'authorId' | 'fromCustomer' | 'unread'>): boolean {
  const viewerIsCustomer = viewer.role !== ROLE_EMPLOYEE;
  return row.unread === 1 && row.authorId === viewer.id && (row.fromCustomer === 1) === viewerIsCustomer;
}

export function messageStore(db: Db): MessageStore {
  const count = db.prepare<[number], { total: number }>(
    'SELECT COUNT(*) AS total FROM application_messages WHERE application_id = ?',
  );
  const page = db.prepare<[number, number, number], ItemRow>(
    `${SELECT} WHERE m.application_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[number], ItemRow>(`${SELECT} WHERE m.id = ?`);
  const row = db.prepare<[number], MessageRow>(
    `SELECT id, application_id AS applicationId, author_id AS authorId, from_customer AS fromCustomer, unread
     FROM application_messages WHERE id = ?`,
  );
  const attachments = db.prepare<[number], MessageAttachmentRef>(
    'SELECT id AS attachmentId, file_name AS fileName FROM application_message_attachments WHERE message_id = ? ORDER BY id',
  );
  const insert = db.prepare(
    'INSERT INTO application_messages (application_id, author_id, from_customer, message, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE applications SET updated_on = ? WHERE id = ?');
  const update = db.prepare('UPDATE application_messages SET message = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM application_messages WHERE id = ?');
  const markRead = db.prepare('UPDATE application_messages SET unread = 0 WHERE id = ?');
  const UNREAD = `FROM application_messages m JOIN applications a ON a.id = m.application_id
    WHERE a.user_id = ? AND m.from_customer = 0 AND m.unread = 1`;
  const unreadCount = db.prepare<[number], { total: number }>(`SELECT COUNT(*) AS total ${UNREAD}`);
  const unreadPage = db.prepare<[number, number, number], ItemRow>(
    `${SELECT} WHERE a.user_id = ? AND m.from_customer = 0 AND m.unread = 1 ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
  );

  const toItem = (viewer: UserRow, item: ItemRow): MessageItem => {
    const files = attachments.all(item.messageId);
    return {
      messageId: item.messageId,
      portalApplicationId: item.portalApplicationId,
      applicationType: item.applicationType,
      applicationName: item.applicationName,
      date: item.date,
      message: item.message,
      customerMessage: item.customerMessage === 1,
      unread: item.unread === 1,
      editable: isEditable(viewer, { authorId: item.authorId, fromCustomer: item.customerMessage, unread: item.unread }),
      attachmentFileNames: files.map((file) => file.fileName),
      attachments: files,
    };
  };

  return {
    count: (applicationId) => count.get(applicationId)?.total ?? 0,
    page: (viewer, applicationId, limit, offset) =>
      page.all(applicationId, limit, offset).map((item) => toItem(viewer, item)),
    item: (viewer, messageId) => {
      const item = one.get(messageId);
      return item === undefined ? undefined : toItem(viewer, item);
    },
    row: (messageId) => row.get(messageId),
    insert: db.transaction((applicationId: number, author: UserRow, message: string, moment: string) => {
      const fromCustomer = author.role === ROLE_EMPLOYEE ? 0 : 1;
      const id = Number(insert.run(applicationId, author.id, fromCustomer, message, moment).lastInsertRowid);
      touch.run(moment, applicationId);
      return id;
    }),
    update: (messageId, message) => {
      update.run(message, messageId);
    },
    delete: (messageId) => {
      remove.run(messageId);
    },
    markRead: (messageId) => {
      markRead.run(messageId);
    },
    unreadCount: (userId) => unreadCount.get(userId)?.total ?? 0,
    unreadPage: (viewer, limit, offset) => unreadPage.all(viewer.id, limit, offset).map((item) => toItem(viewer, item)),
  };
}
