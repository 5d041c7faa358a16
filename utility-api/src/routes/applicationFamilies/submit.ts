import type { FastifyInstance } from 'fastify';
import { nextStage } from '../../../../shared/applicationForms/stages.ts';
import { validateApplication } from '../../../../shared/applicationForms/validate.ts';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { applicationNotFound, refusal, todayOf, visibleApplication, type FamilyContext } from './context.ts';
import { feeTerms } from './getItem.ts';
import { actionNotAllowed } from './refusals.ts';
import { plotLookups } from './registers.ts';
import { stageAnswer } from './schemas.ts';

export function submitRoute(app: FastifyInstance, context: FamilyContext): void {
  const { store } = context;
  app.post<{ Body: { PortalApplicationId: number } }>('/FamilyApplication/Submit', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationSubmit',
      summary: 'Submit a family application for review',
      description:
        'Its applicant, from SAVED or CHANGES_REQUESTED: every rule of the family is checked, mandatory documents counting as ' +
        'uploaded when their attachment slot holds a file; plots are looked up in the cadastre (`plotNotFound`, ' +
        '`plotGeometryUnsupported`) and map points must lie in their plots (`pointOutsidePlots`). The values are kept as ' +
        'submitted and employees\' decisions on items are asked for again. Status 232 with `problems` when a rule refuses; 231 in another ' +
        'stage; 1 for an application not found or not the viewer\'s. Moves it to SUBMITTED (record status New) and answers the stage.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['PortalApplicationId'], properties: { PortalApplicationId: integer('The application.') } },
      response: responses(stageAnswer),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const visible = visibleApplication(context, request, request.body.PortalApplicationId);
      if (visible === undefined || !visible.own) return applicationNotFound(request);
      const { application, family } = visible;
      const to = nextStage(application.stage, 'SUBMIT', feeTerms(family.fee));
      if (to === null) return actionNotAllowed(request);
      const uploadedDocuments = store.familyApplications.uploadedDocuments(application.id);
      const problems = validateApplication(family, application.values, {
        mode: 'submit',
        uploadedDocuments,
        today: todayOf(context),
        plots: plotLookups(store, family, application.values),
        ...(application.submittedValues ? { submittedValues: application.submittedValues } : {}),
      });
      if (problems.length > 0) return refusal(request, problems);
      const moment = store.clock().toISOString();
      const changed = store.familyApplications.changeStage({ id: application.id, from: application.stage, to, by: signedInUser(request), moment, comment: null, submitted: application.values });
      if (!changed) return actionNotAllowed(request);
      context.stageChanged(application.id, to, null);
      return ok({ stage: to });
    },
  });
}
