import type { ItemDecision, ItemDecisionKind } from '../../../shared/applicationForms/itemDecisions.ts';
import type { Db } from '../db/open.ts';

/** An employee's decision on an item (migration 035), with who took it and when. */
interface StoredItemDecision extends ItemDecision {
  decidedOn: string;
  decidedBy: string;
}

export interface FamilyItemDecisionStore {
  /** The decisions on an application's items, in item order. */
  of(applicationId: number): StoredItemDecision[];
  /** Takes or replaces the decision on one item. */
  decide(decision: { applicationId: number; item: string; decision: ItemDecisionKind; reason: string | null; byUserId: number; moment: string }): void;
}

export function familyItemDecisionStore(db: Db): FamilyItemDecisionStore {
  const select = db.prepare<[number], StoredItemDecision>(
    `SELECT d.item, d.decision, d.reason, d.decided_on AS decidedOn, COALESCE(u.name, '') AS decidedBy
     FROM family_item_decisions d LEFT JOIN users u ON u.id = d.decided_by WHERE d.application_id = ? ORDER BY d.item`,
  );
  const upsert = db.prepare(
    `INSERT INTO family_item_decisions (application_id, item, decision, reason, decided_by, decided_on) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (application_id, item) DO UPDATE SET decision = excluded.decision, reason = excluded.reason,
       decided_by = excluded.decided_by, decided_on = excluded.decided_on`,
  );
  const touch = db.prepare('UPDATE applications SET updated_on = ? WHERE id = ?');
  return {
    of: (applicationId) => select.all(applicationId),
    decide: db.transaction(({ applicationId, item, decision, reason, byUserId, moment }) => {
      upsert.run(applicationId, item, decision, reason, byUserId, moment);
      touch.run(moment, applicationId);
    }),
  };
}
