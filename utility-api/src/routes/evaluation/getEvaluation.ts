import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, string } from '../../http/schemas.ts';
import { hashAccessKey } from './createEvaluation.ts';
import { evaluationMessage } from './evaluationMessages.ts';
import type { EvaluationRow, evaluationStore } from './evaluationStore.ts';

function itemOf(row: EvaluationRow) {
  return {
    reference: row.reference,
    status: 'submitted',
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    mobileNo: row.mobile_no,
    address: row.address,
    postalCode: row.postal_code,
    supplyType: row.supply_type,
    propertyType: row.property_type,
    usageType: row.usage_type,
    occupants: row.occupants,
    estimatedMonthlyConsumption: row.estimated_monthly_consumption,
    consentContactByEmail: row.consent_contact_by_email === 1,
    consentContactBySms: row.consent_contact_by_sms === 1,
  };
}

export function getEvaluationRoute(app: FastifyInstance, evaluations: ReturnType<typeof evaluationStore>): void {
  app.post<{ Body: { Value: string } }>('/CustomerEvaluation/GetItem', {
    schema: {
      tags: ['CustomerEvaluation'],
      operationId: 'customerEvaluationGetItem',
      summary: 'Read a submitted evaluation application by its access key',
      description:
        'Anonymous: the access key (from the applicant\'s e-mail, `/customerEvaluation/{accessKey}`) is the credential; ' +
        'only its SHA-256 hash is stored. Answers `item` with the application as submitted and `status` `submitted`; ' +
        'status 1 "Evaluation not found" for an unknown key.',
      body: { type: 'object', required: ['Value'], properties: { Value: string('The access key.') } },
      response: {
        200: envelopeWith({ item: { type: 'object', additionalProperties: true, description: 'The application (README "Customer evaluation").' } }, 'The application.'),
      },
    },
    handler: async (request) => {
      const row = evaluations.findByKeyHash(hashAccessKey(request.body.Value.trim()));
      if (!row) return fail(STATUS_FAILED, evaluationMessage(requestLanguage(request), 'notFound'));
      return ok({ item: itemOf(row) });
    },
  });
}
