import type { Db } from '../db/open.ts';

/** The agenda's columns: the next day the bill run, the reading cycle and the payment reminders look at an account. */
type AgendaWork = 'bill_on' | 'reading_on' | 'remind_on';

/** Accounts whose readings, half hours or bills changed since the back office last looked (migration 031). */
interface Changed {
  /** New readings or half hours: consumption alerts may have appeared. */
  consumption: Set<number>;
  /** Payments: which bill to remind may have changed. */
  billing: Set<number>;
}

/** The back office's memory between runs (migration 031): watermarks, change queue and per-account agenda. */
export interface BackOfficeAgenda {
  /**
   * Up to `limit` accounts after those looked at before, in id order, marked as looked at. A run calls it first:
   * its first call ever sets the watermarks to the readings and half hours there are then, which that look covers.
   */
  unseenAccounts(limit: number): number[];
  /** Accounts with readings, half hours or payments after the watermarks (at most `limit` rows of each), which move past them. */
  changed(limit: number): Changed;
  /** Up to `limit` accounts whose `work` day is `today` or earlier, earliest first. */
  due(work: AgendaWork, today: string, limit: number): number[];
  /** Sets the account's next `work` day (null: nothing due). */
  plan(accountId: number, work: AgendaWork, day: string | null): void;
  /** The account's next `work` day, or null. */
  planned(accountId: number, work: AgendaWork): string | null;
}

const perWork = <T>(make: (work: AgendaWork) => T): Record<AgendaWork, T> => ({
  bill_on: make('bill_on'),
  reading_on: make('reading_on'),
  remind_on: make('remind_on'),
});

export function backOfficeAgenda(db: Db): BackOfficeAgenda {
  const mark = db.prepare<[string], number>('SELECT value FROM back_office_marks WHERE name = ?').pluck();
  const setMark = db.prepare<[string, number]>(
    'INSERT INTO back_office_marks (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  const accounts = db.prepare<[number, number], number>('SELECT id FROM accounts WHERE id > ? ORDER BY id LIMIT ?').pluck();
  const readings = db.prepare<[number, number], { id: number; accountId: number }>(
    'SELECT r.id, m.account_id AS accountId FROM meter_readings r JOIN meters m ON m.id = r.meter_id WHERE r.id > ? ORDER BY r.id LIMIT ?',
  );
  const halfHours = db.prepare<[number, number], { id: number; accountId: number }>(
    'SELECT h.id, m.account_id AS accountId FROM half_hour_consumptions h JOIN meters m ON m.id = h.meter_id WHERE h.id > ? ORDER BY h.id LIMIT ?',
  );
  const queued = db.prepare<[number], { id: number; accountId: number; kind: keyof Changed }>(
    'SELECT id, account_id AS accountId, kind FROM back_office_changes ORDER BY id LIMIT ?',
  );
  const dequeue = db.prepare<[number]>('DELETE FROM back_office_changes WHERE id <= ?');
  const maxReading = db.prepare<[], number | null>('SELECT MAX(id) FROM meter_readings').pluck();
  const maxHalfHour = db.prepare<[], number | null>('SELECT MAX(id) FROM half_hour_consumptions').pluck();
  const ensure = db.prepare<[number]>('INSERT INTO back_office_agenda (account_id) VALUES (?) ON CONFLICT (account_id) DO NOTHING');
  const due = perWork((work) =>
    db.prepare<[string, number], number>(`SELECT account_id FROM back_office_agenda WHERE ${work} <= ? ORDER BY ${work}, account_id LIMIT ?`).pluck(),
  );
  const plan = perWork((work) => db.prepare<[string | null, number]>(`UPDATE back_office_agenda SET ${work} = ? WHERE account_id = ?`));
  const planned = perWork((work) => db.prepare<[number], string | null>(`SELECT ${work} FROM back_office_agenda WHERE account_id = ?`).pluck());

  /** Follows a watermarked table: the rows after the mark, and the mark moved to the last of them. */
  const follow = (name: string, rows: { all(after: number, limit: number): Array<{ id: number; accountId: number }> }, limit: number, into: Set<number>) => {
    const found = rows.all(mark.get(name) ?? 0, limit);
    for (const row of found) into.add(row.accountId);
    if (found.length > 0) setMark.run(name, found.at(-1)!.id);
  };

  return {
    unseenAccounts: (limit) => {
      if (mark.get('accounts') === undefined) {
        // The first look at every account covers the readings and half hours there are now; later runs follow what comes after.
        setMark.run('readings', maxReading.get() ?? 0);
        setMark.run('halfHours', maxHalfHour.get() ?? 0);
        setMark.run('accounts', 0);
      }
      const found = accounts.all(mark.get('accounts') ?? 0, limit);
      for (const accountId of found) ensure.run(accountId);
      if (found.length > 0) setMark.run('accounts', found.at(-1)!);
      return found;
    },
    changed: (limit) => {
      const changed: Changed = { consumption: new Set(), billing: new Set() };
      follow('readings', readings, limit, changed.consumption);
      follow('halfHours', halfHours, limit, changed.consumption);
      const rows = queued.all(limit);
      for (const row of rows) changed[row.kind].add(row.accountId);
      if (rows.length > 0) dequeue.run(rows.at(-1)!.id);
      return changed;
    },
    due: (work, today, limit) => due[work].all(today, limit),
    plan: (accountId, work, day) => {
      ensure.run(accountId);
      plan[work].run(day, accountId);
    },
    planned: (accountId, work) => planned[work].get(accountId) ?? null,
  };
}
