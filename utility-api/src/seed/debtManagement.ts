import type { Db } from '../db/open.ts';

/**
 * The actions history of the seeded debt cases (migration 017): each case's latest action, as debt_cases
 * records it. No random source: it follows the cases of seed/accountFinance.ts, so every other table keeps
 * its data for a seed. One statement, so the large scale adds well under a second.
 */
export function insertDebtCaseActions(db: Db): void {
  db.prepare(`INSERT INTO debt_case_actions (debt_case_id, action, acted_on)
    SELECT id, last_action, last_action_on FROM debt_cases ORDER BY id`).run();
}
