import type { Db } from '../db/open.ts';
import { BILL_ID_FACTOR } from '../routes/billing/billRules.ts';

/** Pending orders of every fifth debt case are under investigation, with this reason. */
const INVESTIGATION_EVERY = 5;
const INVESTIGATION_REASON = 'Customer disputes the reading of the last bill';

/** Open cases from the final notice on are sent to the crews. */
const CASES = `FROM debt_cases d JOIN account_details ad ON ad.account_id = d.account_id
  WHERE d.status = 'open' AND d.stage IN ('finalNotice', 'disconnectionWarning', 'disconnected')`;

/**
 * Disconnection batches and orders (migration 017) from the open debt cases past the final notice: one batch
 * per billing group and month of the cases' latest action, one order per case with the account's first meter,
 * that meter's last reading, the account's last payment day and the case's balance. Cases already at
 * `disconnected` have their final reading recorded. No random source (it follows seed/accountFinance.ts), and
 * set-based statements only, so the large scale stays fast.
 */
export function insertDisconnections(db: Db): void {
  db.prepare(`INSERT INTO disconnection_batches (batch_number, billing_group, project, created_on)
    SELECT 'new-' || ad.billing_group || substr(d.last_action_on, 1, 7), ad.billing_group,
      'Arrears collection ' || substr(d.last_action_on, 1, 7), MAX(d.last_action_on)
    ${CASES} GROUP BY ad.billing_group, substr(d.last_action_on, 1, 7) ORDER BY MAX(d.last_action_on), ad.billing_group`).run();
  db.prepare(`UPDATE disconnection_batches SET batch_number = printf('DC-%06d', id) WHERE batch_number LIKE 'new-%'`).run();
  db.prepare(`INSERT INTO disconnection_orders (batch_id, debt_case_id, account_id, meter_id, previous_reading, last_payment_on,
      balance_cents, status, under_investigation, investigation_reason, final_reading, final_reading_on, clock_over)
    WITH orders AS (
      SELECT d.id AS case_id, d.account_id, d.stage, d.balance_cents, d.last_action_on, b.id AS batch_id,
        (SELECT MIN(m.id) FROM meters m WHERE m.account_id = d.account_id) AS meter_id
      ${CASES.replace('WHERE', `JOIN disconnection_batches b ON b.billing_group = ad.billing_group
        AND b.project = 'Arrears collection ' || substr(d.last_action_on, 1, 7) WHERE`)}
    ), readings AS (
      SELECT o.*, COALESCE((SELECT r.reading FROM meter_readings r WHERE r.meter_id = o.meter_id ORDER BY r.read_at DESC, r.id DESC LIMIT 1), 0) AS previous,
        (SELECT MAX(paid_on) FROM bills WHERE id BETWEEN o.account_id * ${BILL_ID_FACTOR} AND o.account_id * ${BILL_ID_FACTOR} + ${BILL_ID_FACTOR - 1}) AS paid_on,
        stage <> 'disconnected' AND case_id % ${INVESTIGATION_EVERY} = 0 AS investigated
      FROM orders o
    )
    SELECT batch_id, case_id, account_id, meter_id, previous, paid_on, balance_cents,
      CASE WHEN stage = 'disconnected' THEN 'disconnected' ELSE 'pending' END,
      investigated, CASE WHEN investigated THEN '${INVESTIGATION_REASON}' END,
      CASE WHEN stage = 'disconnected' THEN previous + case_id % 7 END,
      CASE WHEN stage = 'disconnected' THEN last_action_on END,
      0
    FROM readings ORDER BY batch_id, case_id`).run();
}
