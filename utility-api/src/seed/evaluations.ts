import type { Db } from '../db/open.ts';
import { hashAccessKey } from '../routes/evaluation/createEvaluation.ts';
import { evaluationStore, type NewEvaluation } from '../routes/evaluation/evaluationStore.ts';

/**
 * Two visitors' customer evaluation applications (README "Customer evaluation", Demo data), each in the
 * customer-service queue as type 21. Fixed rows, no random source; their access keys are the demo's
 * `demo-evaluation-1` and `demo-evaluation-2` (`/customerEvaluation/demo-evaluation-1`). Dated before the
 * customers' seeded applications, whose newest the queue lists first.
 */
const EVALUATIONS: Array<Omit<NewEvaluation, 'access_key_hash'>> = [
  {
    language: 'el', name: 'Christina Michael', email: 'christina.michael@example.test', mobile_no: '35799112233',
    address: '12 Archbishop Kyprianou Street, Limassol', postal_code: '3036', supply_type: 'water', property_type: 'apartment',
    usage_type: 'domestic', occupants: 3, estimated_monthly_consumption: 11.5, consent_contact_by_email: 1, consent_contact_by_sms: 1,
    created_at: '2026-10-05T10:15:00.000Z',
  },
  {
    language: 'en', name: 'Larnaca Bakery Ltd', email: 'orders@larnaca-bakery.example.test', mobile_no: null,
    address: '40 Ermou Street, Larnaca', postal_code: '6021', supply_type: 'water', property_type: 'shop',
    usage_type: 'commercial', occupants: 6, estimated_monthly_consumption: null, consent_contact_by_email: 1, consent_contact_by_sms: 0,
    created_at: '2026-10-12T14:40:00.000Z',
  },
];

export function insertEvaluations(db: Db): void {
  const evaluations = evaluationStore(db);
  EVALUATIONS.forEach((evaluation, index) => evaluations.add({ ...evaluation, access_key_hash: hashAccessKey(`demo-evaluation-${index + 1}`) }));
}
