import type { Db } from '../db/open.ts';

/**
 * Unsubscribe links work this long after their message was sent: a year covers the yearly rhythm of a
 * utility's messages (any bill, reminder or reading notice of the past year still unsubscribes), while the
 * table stops growing by one row per message for ever. An older link answers "not valid"; the choices stay at
 * /account/notifications.
 */
export const TOKEN_RETENTION_DAYS = 365;
/** Tokens one run deletes at most, so a run after a long pause stays short; the next runs take the rest. */
const PRUNE_BATCH = 1000;
const DAY_MS = 86_400_000;

/** Deletes up to PRUNE_BATCH unsubscribe tokens older than the retention at `now`; answers how many. */
export function tokenPruning(db: Db): (now: Date) => number {
  const prune = db.prepare<[string, number]>(`DELETE FROM notification_unsubscribe_tokens WHERE rowid IN
    (SELECT rowid FROM notification_unsubscribe_tokens WHERE created_at < ? ORDER BY created_at LIMIT ?)`);
  return (now) => prune.run(new Date(now.getTime() - TOKEN_RETENTION_DAYS * DAY_MS).toISOString(), PRUNE_BATCH).changes;
}
