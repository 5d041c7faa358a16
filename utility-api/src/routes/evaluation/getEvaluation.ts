import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeWith, integer, nullableString, string } from '../../http/schemas.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
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

const EVALUATION_FIELDS = {
  reference: string('Reference, e.g. `EV-000042`.'),
  status: string('`submitted`.'),
  createdAt: string('When it was submitted, ISO-8601 UTC.'),
  name: string('Name of the applicant.'),
  email: nullableString('E-mail address of the session the codes went to.'),
  mobileNo: nullableString('Mobile number of the session the codes went to.'),
  address: string('Address of the property.'),
  postalCode: string('Postal code.'),
  supplyType: string('Supply asked for, as sent.'),
  propertyType: string('Kind of property, as sent.'),
  usageType: string('Domestic or commercial use, as sent.'),
  occupants: integer('Occupants.'),
  estimatedMonthlyConsumption: { type: ['number', 'null'], description: 'Expected monthly consumption (m³ or kWh), or null.' },
  consentContactByEmail: boolean('May be contacted by e-mail.'),
  consentContactBySms: boolean('May be contacted by SMS.'),
};

const evaluationItemSchema: JSONSchema = {
  type: 'object',
  description: 'The application (README "Customer evaluation").',
  required: Object.keys(EVALUATION_FIELDS),
  properties: EVALUATION_FIELDS,
};

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
        200: envelopeWith({ item: evaluationItemSchema }, 'The application.'),
      },
    },
    handler: async (request) => {
      const row = evaluations.findByKeyHash(hashAccessKey(request.body.Value.trim()));
      if (!row) return fail(STATUS_FAILED, evaluationMessage(requestLanguage(request), 'notFound'));
      return ok({ item: itemOf(row) });
    },
  });
}
