import { backOfficeRun } from '../backOffice/run.ts';
import { openDatabase, type Db } from '../db/open.ts';
import type { NotificationKind } from '../notifications/kinds.ts';
import { notificationMessage } from '../notifications/texts.ts';
import { DEMO_CUSTOMER_EMAIL } from '../seed/demoUsers.ts';
import { createStore, type Store } from '../store/store.ts';
import type { OutboxMessage } from '../store/outbox.ts';
import { seededImage } from './seededDatabase.ts';

export interface BackOfficeBench {
  db: Db;
  store: Store;
  /** One back-office run at the bench's clock. */
  run(): void;
  /** Sets the clock the store and the back office read. */
  at(moment: string | Date): void;
  /** Maria's home account, the first account (seed/demoUsers.ts). */
  maria: number;
  /** Notifications to Maria (e-mails carrying an unsubscribe link), of one kind when given, oldest first. */
  mariaNotices(kind?: NotificationKind): OutboxMessage[];
  /** What failed on an account during the runs (nothing, unless a test breaks something). */
  errors: unknown[];
}

/** A copy of the seeded database with the back office run by hand on a fake clock, starting now (the seeding day). */
export async function backOfficeBench(): Promise<BackOfficeBench> {
  const db = openDatabase(await seededImage());
  let now = new Date();
  const store = createStore(db, () => now);
  const errors: unknown[] = [];
  const run = backOfficeRun(db, store, (error) => errors.push(error));
  const maria = db.prepare<[], number>('SELECT MIN(id) FROM accounts').pluck().get() ?? 0;
  return {
    db,
    store,
    run,
    at: (moment) => {
      now = new Date(moment);
    },
    maria,
    mariaNotices: (kind) =>
      store.outbox
        .list(DEMO_CUSTOMER_EMAIL)
        // Maria's language is the default, Greek: her e-mails carry its subjects.
        .filter((message) => message.body.includes('/notifications/unsubscribe/') && (kind === undefined || message.subject === notificationMessage('el', kind, {}, '').subject))
        .reverse(),
    errors,
  };
}
