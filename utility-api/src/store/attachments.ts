import type { Db } from '../db/open.ts';

/** A stored file, as downloads answer it. */
export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

interface NewFile extends StoredFile {}

/** An entry of an application's attachment list (002 §3 Attachment list entry). */
interface ApplicationAttachmentItem {
  id: number;
  attachmentId: number;
  portalApplicationId: number;
  applicationType: number;
  applicationName: string;
  name: string;
  /** Null while no file is uploaded for the entry. */
  fileName: string | null;
  isMandatory: boolean;
  seqId: number;
}

interface AttachmentRow extends Omit<ApplicationAttachmentItem, 'isMandatory' | 'attachmentId'> {
  isMandatory: number;
}

export interface AttachmentStore {
  messageAttachmentIds(messageId: number): number[];
  /** Adds and deletes a message's files in one transaction (002 §7 ProcessAttachments). */
  processMessageAttachments(messageId: number, uploads: NewFile[], deleteIds: number[]): void;
  /** The file with the id of its message, for the access check. */
  messageAttachment(attachmentId: number): (StoredFile & { messageId: number }) | undefined;

  applicationAttachments(applicationId: number): ApplicationAttachmentItem[];
  /** Every entry of the customer's applications, application by application. */
  countForUser(userId: number): number;
  pageForUser(userId: number, limit: number, offset: number): ApplicationAttachmentItem[];
  applicationAttachment(attachmentId: number): (ApplicationAttachmentItem & { file: StoredFile | null }) | undefined;
  replaceApplicationAttachment(attachmentId: number, file: NewFile): void;
  clearApplicationAttachment(attachmentId: number): void;
}

const SELECT_ENTRY = `
  SELECT t.id, a.id AS portalApplicationId, a.application_type AS applicationType, a.name AS applicationName,
         t.name, t.file_name AS fileName, t.is_mandatory AS isMandatory, t.seq_id AS seqId
  FROM application_attachments t JOIN applications a ON a.id = t.application_id`;

function toEntry(row: AttachmentRow): ApplicationAttachmentItem {
  return { ...row, attachmentId: row.id, isMandatory: row.isMandatory === 1 };
}

export function attachmentStore(db: Db): AttachmentStore {
  const idsOf = db.prepare<[number], { id: number }>('SELECT id FROM application_message_attachments WHERE message_id = ?');
  const addFile = db.prepare(
    'INSERT INTO application_message_attachments (message_id, file_name, content_type, content) VALUES (?, ?, ?, ?)',
  );
  const deleteFile = db.prepare('DELETE FROM application_message_attachments WHERE id = ? AND message_id = ?');
  const messageFile = db.prepare<[number], StoredFile & { messageId: number }>(
    `SELECT message_id AS messageId, file_name AS fileName, content_type AS contentType, content
     FROM application_message_attachments WHERE id = ?`,
  );
  const entries = db.prepare<[number], AttachmentRow>(`${SELECT_ENTRY} WHERE a.id = ? ORDER BY t.seq_id`);
  const countForUser = db.prepare<[number], { total: number }>(
    'SELECT COUNT(*) AS total FROM application_attachments t JOIN applications a ON a.id = t.application_id WHERE a.user_id = ?',
  );
  const pageForUser = db.prepare<[number, number, number], AttachmentRow>(
    `${SELECT_ENTRY} WHERE a.user_id = ? ORDER BY a.updated_on DESC, a.id DESC, t.seq_id LIMIT ? OFFSET ?`,
  );
  const entry = db.prepare<[number], AttachmentRow>(`${SELECT_ENTRY} WHERE t.id = ?`);
  const entryFile = db.prepare<[number], { fileName: string | null; contentType: string | null; content: Buffer | null }>(
    'SELECT file_name AS fileName, content_type AS contentType, content FROM application_attachments WHERE id = ?',
  );
  const replace = db.prepare('UPDATE application_attachments SET file_name = ?, content_type = ?, content = ? WHERE id = ?');
  const clear = db.prepare('UPDATE application_attachments SET file_name = NULL, content_type = NULL, content = NULL WHERE id = ?');

  return {
    messageAttachmentIds: (messageId) => idsOf.all(messageId).map((row) => row.id),
    processMessageAttachments: db.transaction((messageId: number, uploads: NewFile[], deleteIds: number[]) => {
      for (const id of deleteIds) deleteFile.run(id, messageId);
      for (const file of uploads) addFile.run(messageId, file.fileName, file.contentType, file.content);
    }),
    messageAttachment: (attachmentId) => messageFile.get(attachmentId),
    applicationAttachments: (applicationId) => entries.all(applicationId).map(toEntry),
    countForUser: (userId) => countForUser.get(userId)?.total ?? 0,
    pageForUser: (userId, limit, offset) => pageForUser.all(userId, limit, offset).map(toEntry),
    applicationAttachment: (attachmentId) => {
      const row = entry.get(attachmentId);
      if (row === undefined) return undefined;
      const file = entryFile.get(attachmentId);
      const stored =
        file?.fileName && file.contentType && file.content
          ? { fileName: file.fileName, contentType: file.contentType, content: file.content }
          : null;
      return { ...toEntry(row), file: stored };
    },
    replaceApplicationAttachment: (attachmentId, file) => {
      replace.run(file.fileName, file.contentType, file.content, attachmentId);
    },
    clearApplicationAttachment: (attachmentId) => {
      clear.run(attachmentId);
    },
  };
}
