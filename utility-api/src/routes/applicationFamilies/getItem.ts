import type { FastifyInstance } from 'fastify';
import { EDITABLE_STAGES, employeeActions } from '../../../../shared/applicationForms/stages.ts';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import { formatVerificationCode } from './issue.ts';
import { applicationNotFound, visibleApplication, type FamilyContext, type VisibleApplication } from './context.ts';
import { familyApplicationSchema } from './schemas.ts';

/** `150.00` from cents. */
const amountText = (cents: number) => (cents / 100).toFixed(2);

/** Fee terms of a family, as shared/applicationForms/stages.ts reads them. */
export const feeTerms = (fee: VisibleApplication['family']['fee']) => ({ hasFee: fee !== null, payBeforeIssue: fee?.payBeforeIssue ?? false });

function itemOf(context: FamilyContext, { application, family, own }: VisibleApplication) {
  const { fee } = family;
  return {
    portalApplicationId: application.id,
    code: application.code,
    applicationType: family.applicationType,
    stage: application.stage,
    editable: EDITABLE_STAGES.has(application.stage),
    values: application.values,
    history: context.store.familyApplications.history(application.id),
    fee:
      fee === null
        ? null
        : {
            amount: application.paidCents === null ? fee.amount : amountText(application.paidCents),
            currency: fee.currency,
            payBeforeIssue: fee.payBeforeIssue,
            paid: application.paidOn !== null,
            paidOn: application.paidOn,
            receiptNumber: application.receiptNumber,
          },
    issuedDocument:
      application.reference === null || application.verificationCode === null || application.issuedOn === null
        ? null
        : {
            reference: application.reference,
            verificationCode: formatVerificationCode(application.verificationCode),
            issuedOn: application.issuedOn,
            validUntil: application.validUntil,
          },
    availableDecisions: own ? [] : employeeActions(application.stage, feeTerms(fee)),
    itemDecisions: context.store.familyItemDecisions.of(application.id),
  };
}

export function getItemRoute(app: FastifyInstance, context: FamilyContext): void {
  app.post<{ Body: { PortalApplicationId: number } }>('/FamilyApplication/GetItem', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationGetItem',
      summary: 'A family application with its stage, values, history, fee and issued document',
      description:
        'Its applicant, or employees with the customer-service flag (`portalNewCs`). Status 1 "Application not found" otherwise, ' +
        'and for applications of no family (the same answer, so ids cannot be probed).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['PortalApplicationId'], properties: { PortalApplicationId: integer('The application.') } },
      response: responses(envelopeWith({ item: familyApplicationSchema }, 'The application in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const visible = visibleApplication(context, request, request.body.PortalApplicationId);
      return visible === undefined ? applicationNotFound(request) : ok({ item: itemOf(context, visible) });
    },
  });
}
