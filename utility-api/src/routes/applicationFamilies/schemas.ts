import { ITEM_DECISIONS } from '../../../../shared/applicationForms/itemDecisions.ts';
import { APPLICATION_STAGES, EMPLOYEE_ACTIONS } from '../../../../shared/applicationForms/stages.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, envelopeWith, integer, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { familyStatusProperty } from './refusals.ts';

const stageSchema: JSONSchema = { type: 'string', enum: [...APPLICATION_STAGES], description: 'Stage (docs/applicationFamilies.md, Stages).' };
export const actionSchema: JSONSchema = { type: 'string', enum: [...EMPLOYEE_ACTIONS], description: 'The decision.' };

const valuesSchema: JSONSchema = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'Values by path (`<field>`, `<group>.<i>.<field>`, `<address>.<part>`, `<group>.<i>.<address>.<part>`): YYYY-MM-DD dates, `yes`/`no`, a point for decimals.',
};

const problemSchema: JSONSchema = {
  type: 'object',
  required: ['path', 'code', 'message'],
  properties: {
    path: string('The value\'s path, `<group>` for a group\'s item count, `documents.<id>` for a document.'),
    code: string('Problem code (shared/applicationForms/problems.ts; texts in shared/locales/<lang>/applicationRules.json).'),
    message: string('The problem in the request\'s language.'),
  },
};

/** The answer of Save and Submit: `problems` when the rules refuse (status 232). */
export const problemsProperty: Record<string, JSONSchema> = {
  problems: { type: 'array', items: problemSchema, description: 'With status 232: what the rules refuse, value by value.' },
};

const feeStatusSchema: JSONSchema = {
  type: ['object', 'null'],
  required: ['amount', 'currency', 'payBeforeIssue', 'paid', 'paidOn', 'receiptNumber'],
  description: 'The fee and its payment, or null when the family has none.',
  properties: {
    amount: string('Amount due, e.g. "150.00".'),
    currency: string('ISO currency code.'),
    payBeforeIssue: boolean('Due before the document is issued.'),
    paid: boolean('Paid in full.'),
    paidOn: nullableString('When it was paid, ISO-8601 UTC.'),
    receiptNumber: nullableString('Receipt number of the payment.'),
  },
};

const issuedDocumentSchema: JSONSchema = {
  type: ['object', 'null'],
  required: ['reference', 'verificationCode', 'issuedOn', 'validUntil'],
  description: 'The issued document, once issued; else null.',
  properties: {
    reference: string('Reference printed on it, e.g. `WE-2026-000123`.'),
    verificationCode: string('The code anyone can check (/FamilyApplication/Verify), grouped `XXXX-XXXX-XXXX`.'),
    issuedOn: string('Day of issue, YYYY-MM-DD.'),
    validUntil: nullableString('Last day of validity, YYYY-MM-DD, or null.'),
  },
};

export const familyApplicationSchema: JSONSchema = sharedSchema('FamilyApplication', {
  type: 'object',
  description: 'A family application: its family, stage, values, history, fee and issued document.',
  required: ['portalApplicationId', 'code', 'applicationType', 'stage', 'editable', 'values', 'history', 'fee', 'issuedDocument', 'availableDecisions', 'itemDecisions'],
  properties: {
    portalApplicationId: integer('The application (also of /Application/GetItem).'),
    code: string('Code of its family.'),
    applicationType: integer('Application type of the family.'),
    stage: stageSchema,
    editable: boolean('The applicant may still change values and documents.'),
    values: valuesSchema,
    history: {
      type: 'array',
      description: 'Every stage change, oldest first.',
      items: {
        type: 'object',
        required: ['stage', 'changedOn', 'changedBy', 'comment'],
        properties: {
          stage: stageSchema,
          changedOn: string('When, ISO-8601 UTC.'),
          changedBy: string('Name of the applicant or employee.'),
          comment: nullableString('The message that came with it.'),
        },
      },
    },
    fee: feeStatusSchema,
    issuedDocument: issuedDocumentSchema,
    availableDecisions: { type: 'array', items: actionSchema, description: 'Decisions the viewer may take now (employees of the queue; empty for applicants).' },
    itemDecisions: {
      type: 'array',
      description: 'Employees\' decisions on items of groups with `employeeValidation` (plots), since the last submission.',
      items: {
        type: 'object',
        required: ['item', 'decision', 'reason', 'decidedOn', 'decidedBy'],
        properties: {
          item: string('`<group>.<i>`.'),
          decision: { type: 'string', enum: [...ITEM_DECISIONS], description: 'Validated, or refused.' },
          reason: nullableString('Why it was refused.'),
          decidedOn: string('When, ISO-8601 UTC.'),
          decidedBy: string('Name of the employee.'),
        },
      },
    },
  },
});

export const verificationSchema: JSONSchema = {
  type: 'object',
  required: ['reference', 'familyName', 'title', 'holderName', 'issuedOn', 'validUntil', 'valid'],
  properties: {
    reference: string('Reference of the document.'),
    familyName: string('Name of its family, in the request\'s language.'),
    title: string('Title of the document, in the request\'s language.'),
    holderName: string('The holder.'),
    issuedOn: string('Day of issue, YYYY-MM-DD.'),
    validUntil: nullableString('Last day of validity, or null.'),
    valid: boolean('Still valid today (false once expired).'),
  },
};

export const stageAnswer: JSONSchema = envelopeWith({ ...familyStatusProperty, stage: stageSchema, ...problemsProperty }, 'The stage the application is now in.');
