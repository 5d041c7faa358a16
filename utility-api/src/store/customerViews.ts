import { randomBytes } from 'node:crypto';
import { CUSTOMER_VIEW_AUDIT_MAX, CUSTOMER_VIEW_MINUTES } from '../../../shared/customerView.ts';
import type { Db } from '../db/open.ts';


interface CustomerViewEntry {
  id: number;
  employeeName: string;
  reason: string;
  startedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

interface StartedView {
  viewId: number;
  sessionId: string;
  expiresAt: string;
}

export interface CustomerViewStore {
  /** Writes the audit entry and opens the view's read-only session for the customer, in one transaction. */
  start(employeeUserId: number, customerUserId: number, reason: string, language: string | null): StartedView;
  /** Ends a view early: its entry records the end, and its session is gone. */
  end(viewId: number): void;
  /** The customer's views, newest first, at most `CUSTOMER_VIEW_AUDIT_MAX`. */
  listForCustomer(customerUserId: number): CustomerViewEntry[];
  /** The portal user of a customer record whom a view shows: the first active one. */
  portalUserOf(customerId: number): { id: number; name: string } | undefined;
}

export function customerViewStore(db: Db, now: () => Date): CustomerViewStore {
  const insertView = db.prepare<[number, number, string, string, string]>(
    'INSERT INTO customer_views (employee_user_id, customer_user_id, reason, started_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertSession = db.prepare(
    'INSERT INTO sessions (id, user_id, language, created_at, last_seen, view_id, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const markEnded = db.prepare('UPDATE customer_views SET ended_at = ? WHERE id = ? AND ended_at IS NULL AND expires_at > ?');
  const removeSessions = db.prepare('DELETE FROM sessions WHERE view_id = ?');
  const list = db.prepare<[number, number], CustomerViewEntry>(
    `SELECT v.id, u.name AS employeeName, v.reason, v.started_at AS startedAt, v.expires_at AS expiresAt, v.ended_at AS endedAt
     FROM customer_views v JOIN users u ON u.id = v.employee_user_id
     WHERE v.customer_user_id = ? ORDER BY v.started_at DESC, v.id DESC LIMIT ?`,
  );
  const portalUser = db.prepare<[number], { id: number; name: string }>(
    'SELECT id, name FROM users WHERE customer_id = ? AND active = 1 AND role = 2 ORDER BY id LIMIT 1',
  );
  const start = db.transaction((employeeUserId: number, customerUserId: number, reason: string, language: string | null) => {
    const at = now();
    const expiresAt = new Date(at.getTime() + CUSTOMER_VIEW_MINUTES * 60_000).toISOString();
    const viewId = Number(insertView.run(employeeUserId, customerUserId, reason, at.toISOString(), expiresAt).lastInsertRowid);
    const sessionId = randomBytes(32).toString('base64url');
    insertSession.run(sessionId, customerUserId, language, at.toISOString(), at.toISOString(), viewId, expiresAt);
    return { viewId, sessionId, expiresAt };
  });
  return {
    start: (employeeUserId, customerUserId, reason, language) => start(employeeUserId, customerUserId, reason, language),
    end: (viewId) => {
      const at = now().toISOString();
      markEnded.run(at, viewId, at);
      removeSessions.run(viewId);
    },
    listForCustomer: (customerUserId) => list.all(customerUserId, CUSTOMER_VIEW_AUDIT_MAX),
    portalUserOf: (customerId) => portalUser.get(customerId),
  };
}
