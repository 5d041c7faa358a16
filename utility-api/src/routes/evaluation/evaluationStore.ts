import type { Db } from '../../db/open.ts';
import { visitorApplicationOwner } from '../../store/newCustomerQueue.ts';
import { REFERENCE_DIGITS, REFERENCE_PREFIX } from './evaluationRules.ts';

/** Customer evaluations in the customer-service queue (migration 026), as new customer applications are with type 20. */
const EVALUATION_APPLICATION_TYPE = 21;
const STATUS_NEW = 1;

/** `EV-000042`: the row id, never reused. */
const evaluationReference = (id: number): string => `${REFERENCE_PREFIX}${String(id).padStart(REFERENCE_DIGITS, '0')}`;

export interface EvaluationRow {
  id: number;
  reference: string;
  access_key_hash: string;
  language: string;
  name: string;
  email: string | null;
  mobile_no: string | null;
  address: string;
  postal_code: string;
  supply_type: string;
  property_type: string;
  usage_type: string;
  occupants: number;
  estimated_monthly_consumption: number | null;
  consent_contact_by_email: number;
  consent_contact_by_sms: number;
  created_at: string;
}

export type NewEvaluation = Omit<EvaluationRow, 'id' | 'reference'>;

/**
 * Evaluations in `customer_evaluations` (migration 011), each also a New application of type 21 in the
 * customer-service queue, named by its reference and applicant and owned by the visitors' placeholder user
 * (store/newCustomerQueue.ts), so staff list it and change its status like any application.
 */
export function evaluationStore(db: Db) {
  const visitorOwner = visitorApplicationOwner(db);
  const queue = db.prepare(
    `INSERT INTO applications (user_id, application_type, name, status, updated_on, customer_evaluation_id, applicant_name)
     VALUES (?, ${EVALUATION_APPLICATION_TYPE}, ?, ${STATUS_NEW}, ?, ?, ?)`,
  );
  const next = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM customer_evaluations').pluck();
  const insert = db.prepare(`INSERT INTO customer_evaluations (id, reference, access_key_hash, language, name, email, mobile_no, address,
    postal_code, supply_type, property_type, usage_type, occupants, estimated_monthly_consumption, consent_contact_by_email,
    consent_contact_by_sms, created_at) VALUES (@id, @reference, @access_key_hash, @language, @name, @email, @mobile_no, @address,
    @postal_code, @supply_type, @property_type, @usage_type, @occupants, @estimated_monthly_consumption, @consent_contact_by_email,
    @consent_contact_by_sms, @created_at)`);
  const byKey = db.prepare<[string], EvaluationRow>('SELECT * FROM customer_evaluations WHERE access_key_hash = ?');
  return {
    add: db.transaction((evaluation: NewEvaluation): EvaluationRow => {
      const id = next.get() as number;
      const row = { id, reference: evaluationReference(id), ...evaluation };
      insert.run(row);
      queue.run(visitorOwner(), `Customer evaluation ${row.reference} – ${row.name}`, row.created_at, id, row.name);
      return row;
    }),
    findByKeyHash: (hash: string): EvaluationRow | undefined => byKey.get(hash),
  };
}
