import { describe, expect, it } from 'vitest';
import { seededCopy } from '../testing/seededDatabase.ts';
import { insertAccountFinance } from './accountFinance.ts';

const TABLES = ['deposits', 'debt_cases', 'payment_agreements'] as const;
/** Rows later seeds derive from the debt cases (disconnections and debt management, migration 017). */
const DERIVED = ['disconnection_orders', 'debt_case_actions'] as const;

describe('deposits, debt cases and agreements (seed/accountFinance.ts)', () => {
  it('is the same for the same seed and day, differs for another seed, and reads nothing it writes elsewhere', async () => {
    const db = await seededCopy();
    const rows = () => TABLES.map((table) => JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY id`).all())).join('\n');
    const bills = JSON.stringify(db.prepare('SELECT * FROM bills ORDER BY id').all());
    const clear = () => db.exec([...DERIVED, ...TABLES.toReversed()].map((table) => `DELETE FROM ${table};`).join(' '));
    const first = rows();

    clear();
    insertAccountFinance(db, 1, new Date());
    expect(rows()).toBe(first);
    expect(JSON.stringify(db.prepare('SELECT * FROM bills ORDER BY id').all())).toBe(bills);

    clear();
    insertAccountFinance(db, 2, new Date());
    expect(rows()).not.toBe(first);
  });

  it('gives most accounts a deposit and a realistic share a debt case, half of the open ones with an agreement', async () => {
    const db = await seededCopy();
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;
    const accounts = count('SELECT COUNT(*) FROM accounts');
    expect(count('SELECT COUNT(DISTINCT account_id) FROM deposits') / accounts).toBeGreaterThan(0.75);
    const cases = count('SELECT COUNT(*) FROM debt_cases') / accounts;
    expect(cases).toBeGreaterThan(0.03);
    expect(cases).toBeLessThan(0.15);
    const live = count("SELECT COUNT(*) FROM debt_cases WHERE status <> 'closed'");
    const withAgreement = count("SELECT COUNT(*) FROM debt_cases c WHERE status <> 'closed' AND EXISTS (SELECT 1 FROM payment_agreements p WHERE p.debt_case_id = c.id)");
    expect(live).toBeGreaterThan(0);
    expect(withAgreement / live).toBeGreaterThan(0.2);
    expect(withAgreement / live).toBeLessThan(0.8);
    // An active agreement pauses its case.
    expect(count("SELECT COUNT(*) FROM payment_agreements p JOIN debt_cases c ON c.id = p.debt_case_id WHERE p.status = 'active' AND c.status <> 'onHold'")).toBe(0);
  });
});
