import type { FastifyInstance } from 'fastify';
import { ITEM_DECISIONS, itemsToValidate, type ItemDecisionKind } from '../../../../shared/applicationForms/itemDecisions.ts';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { applicationNotFound, visibleApplication, type FamilyContext } from './context.ts';
import { actionNotAllowed, itemNotFound, reasonRequired } from './refusals.ts';

interface Body {
  PortalApplicationId: number;
  Item: string;
  Decision: ItemDecisionKind;
  Reason?: string | null;
}

/** As the gateway's `decideFamilyApplicationItem` allows. */
const MAX_REASON = 2000;

/** An employee validates or refuses one item of a group that needs it (a plot) while the application is under review. */
export function decideItemRoute(app: FastifyInstance, context: FamilyContext): void {
  const { store } = context;
  app.post<{ Body: Body }>('/FamilyApplication/DecideItem', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationDecideItem',
      summary: 'Validate or refuse one item of a family application',
      description:
        'Employees with the customer-service flag `portalNewCs` (HTTP 403 status 4 otherwise), while the application is SUBMITTED. ' +
        '`Item` is `<group>.<i>` of a group with `employeeValidation` holding values (status 236 otherwise; 231 when the application ' +
        'is not SUBMITTED). REFUSED needs a `Reason` (status 237 otherwise), shown to the applicant with the item. A later decision on the item replaces the earlier; a new ' +
        'submission asks for them all again. APPROVE waits for every such item VALIDATED.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['PortalApplicationId', 'Item', 'Decision'],
        properties: {
          PortalApplicationId: integer('The application.'),
          Item: { ...string('The item, `<group>.<i>`.'), maxLength: 120 },
          Decision: { type: 'string', enum: [...ITEM_DECISIONS], description: 'The decision.' },
          Reason: { type: ['string', 'null'], maxLength: MAX_REASON, description: 'Why it is refused.' },
        },
      },
      response: responses(envelopeWith({ item: string('The item decided.') }, 'Decided.')),
    },
    onRequest: requireEmployee('portalNewCs'),
    handler: async (request) => {
      const visible = visibleApplication(context, request, request.body.PortalApplicationId);
      if (visible === undefined) return applicationNotFound(request);
      const { application, family } = visible;
      if (application.stage !== 'SUBMITTED') return actionNotAllowed(request);
      const { Item, Decision } = request.body;
      if (!itemsToValidate(family, application.values).includes(Item)) return itemNotFound(request);
      const reason = request.body.Reason?.trim() || null;
      if (Decision === 'REFUSED' && reason === null) return reasonRequired(request);
      store.familyItemDecisions.decide({
        applicationId: application.id,
        item: Item,
        decision: Decision,
        reason: Decision === 'REFUSED' ? reason : null,
        byUserId: signedInUser(request).id,
        moment: store.clock().toISOString(),
      });
      return ok({ item: Item });
    },
  });
}
