import type { Db } from '../../db/open.ts';

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

/** Evaluations in `customer_evaluations` (migration 011). */
export function evaluationStore(db: Db, referenceOf: (id: number) => string) {
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
      const row = { id, reference: referenceOf(id), ...evaluation };
      insert.run(row);
      return row;
    }),
    findByKeyHash: (hash: string): EvaluationRow | undefined => byKey.get(hash),
  };
}
