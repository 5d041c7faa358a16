import type { FastifyInstance } from 'fastify';
import { itemsNotValidated } from '../../../../shared/applicationForms/itemDecisions.ts';
import { COMMENTED_ACTIONS, nextStage, type EmployeeAction } from '../../../../shared/applicationForms/stages.ts';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { applicationNotFound, todayOf, visibleApplication, type FamilyContext } from './context.ts';
import { feeTerms } from './getItem.ts';
import { issuedDocumentFor } from './issue.ts';
import { actionNotAllowed, commentRequired, itemsNotValidated as itemsNotValidatedRefusal } from './refusals.ts';
import { actionSchema, stageAnswer } from './schemas.ts';

interface Body {
  PortalApplicationId: number;
  Action: EmployeeAction;
  Comment?: string | null;
}

/** As the gateway's `decideFamilyApplication` allows. */
const MAX_COMMENT = 2000;

export function decideRoute(app: FastifyInstance, context: FamilyContext): void {
  const { store } = context;
  app.post<{ Body: Body }>('/FamilyApplication/Decide', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationDecide',
      summary: 'Take a decision on a family application',
      description:
        'Employees with the customer-service flag `portalNewCs` (HTTP 403 status 4 otherwise). The action must be allowed in the ' +
        'application\'s stage (docs/applicationFamilies.md, Stages; status 231 otherwise). REQUEST_CHANGES and REJECT need a ' +
        '`Comment` (status 233 otherwise). APPROVE needs every item of a group with `employeeValidation` validated ' +
        '(/FamilyApplication/DecideItem; status 235 otherwise); status 1 for an application not found. A comment is kept with the change and posted to the applicant as a staff message of ' +
        'the application. ISSUE creates the document\'s reference, verification code, day of issue and validity. The record ' +
        'status follows the stage. Answers the new stage.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['PortalApplicationId', 'Action'],
        properties: {
          PortalApplicationId: integer('The application.'),
          Action: actionSchema,
          Comment: { type: ['string', 'null'], maxLength: MAX_COMMENT, description: 'Message to the applicant.' },
        },
      },
      response: responses(stageAnswer),
    },
    onRequest: requireEmployee('portalNewCs'),
    handler: async (request) => {
      const visible = visibleApplication(context, request, request.body.PortalApplicationId);
      if (visible === undefined) return applicationNotFound(request);
      const { application, family } = visible;
      const { Action } = request.body;
      const to = nextStage(application.stage, Action, feeTerms(family.fee));
      if (to === null) return actionNotAllowed(request);
      const comment = request.body.Comment?.trim() || null;
      if (comment === null && COMMENTED_ACTIONS.has(Action)) return commentRequired(request);
      if (Action === 'APPROVE' && itemsNotValidated(family, application.values, store.familyItemDecisions.of(application.id)).length > 0) {
        return itemsNotValidatedRefusal(request);
      }
      const issued = Action === 'ISSUE' ? issuedDocumentFor(store.familyApplications, application.code, todayOf(context), family.issues.validityMonths) : undefined;
      const moment = store.clock().toISOString();
      const changed = store.familyApplications.changeStage({
        id: application.id,
        from: application.stage,
        to,
        by: signedInUser(request),
        moment,
        comment,
        ...(issued ? { issued } : {}),
      });
      if (!changed) return actionNotAllowed(request);
      context.stageChanged(application.id, to, comment);
      return ok({ stage: to });
    },
  });
}
