import type { Db } from '../db/open.ts';

/**
 * The work queues' counts read from `application_queue_counts` (migration 040), which triggers keep as
 * applications and their messages change: applications by type, status, assigned employee and whether a
 * customer message is unread. Reading them costs the same at any size of the utility.
 */

export interface QueueCounts {
  kind: number;
  total: number;
  assignedToMe: number;
  withUnreadMessages: number;
  new: number;
}

/** What a kept count can be filtered by; `kinds` is a JSON array of queues. */
export interface KeptCountFilter {
  kinds: string | null;
  assigned: number | null;
  status: number | null;
  type: number | null;
  hasUnread: number | null;
}

/** An application's queue: its type's kind, customer service for a type outside the catalogue. */
const KIND_OF = 'COALESCE(t.kind, 1)';
const FROM = 'FROM application_queue_counts q LEFT JOIN application_types t ON t.id = q.application_type';

export function applicationQueueCounts(db: Db) {
  const perKind = db.prepare<[{ viewer: number; kinds: string }], QueueCounts>(
    `SELECT ${KIND_OF} AS kind, SUM(q.applications) AS total,
            SUM(CASE WHEN q.assigned_employee_id = @viewer THEN q.applications ELSE 0 END) AS assignedToMe,
            SUM(CASE WHEN q.unread = 1 THEN q.applications ELSE 0 END) AS withUnreadMessages,
            SUM(CASE WHEN q.status = 1 THEN q.applications ELSE 0 END) AS new
     ${FROM} WHERE ${KIND_OF} IN (SELECT value FROM json_each(@kinds))
     GROUP BY ${KIND_OF}`,
  );
  const filtered = db.prepare<[KeptCountFilter], number>(
    `SELECT COALESCE(SUM(q.applications), 0) ${FROM}
     WHERE (@kinds IS NULL OR ${KIND_OF} IN (SELECT value FROM json_each(@kinds)))
       AND (@assigned IS NULL OR q.assigned_employee_id = @assigned)
       AND (@status IS NULL OR q.status = @status)
       AND (@type IS NULL OR q.application_type = @type)
       AND (@hasUnread IS NULL OR q.unread = 1)`,
  ).pluck();
  return {
    /** Per queue among `kinds` (a JSON array) that has applications: all, assigned to `viewer`, with unread customer messages, New. */
    perKind: (viewer: number, kinds: string): QueueCounts[] => perKind.all({ viewer, kinds }),
    /** The applications an employee's filter keeps (unread: customer messages no employee has opened). */
    count: (filter: KeptCountFilter): number => filtered.get(filter) ?? 0,
  };
}
