import type { FastifyInstance } from 'fastify';
import { MAX_TEXT_LENGTH, MAX_VALUES } from '../../../../shared/applicationForms/definition.ts';
import { validateApplication } from '../../../../shared/applicationForms/validate.ts';
import { STATUS_FORBIDDEN, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { applicationNotFound, refusal, todayOf, visibleApplication, visibleFamily, type FamilyContext } from './context.ts';
import { changedValues } from '../../families/values.ts';
import { problemsProperty } from './schemas.ts';
import { visitorTextIn } from './visitorTexts.ts';

interface Body {
  PortalApplicationId: number;
  Values?: Record<string, string>;
}

/**
 * A new draft from the values of one of the applicant's applications (`002 §9`: a drilling point moved
 * beyond its tolerance after submission needs a new application), with `Values` changed on top.
 */
export function copyRoute(app: FastifyInstance, context: FamilyContext): void {
  const { store } = context;
  app.post<{ Body: Body }>('/FamilyApplication/Copy', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationCopy',
      summary: 'Start a new family application from another',
      description:
        'Its applicant, whatever its stage, while its family is offered: a new draft (SAVED) of the same family ' +
        'with its values, then `Values` set as a save sets them (an empty value clears a path), checked as a save checks them ' +
        '(status 232 with `problems`). Documents are not copied: the new draft has empty slots. Status 1 for an application not ' +
        'the viewer\'s or a family no longer offered; HTTP 403 for a visitor\'s session, which holds one application.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['PortalApplicationId'],
        properties: {
          PortalApplicationId: integer('The application to start from.'),
          Values: { type: 'object', maxProperties: MAX_VALUES, additionalProperties: { type: 'string', maxLength: MAX_TEXT_LENGTH }, description: 'Values to change in the copy.' },
        },
      },
      response: responses(envelopeWith({ id: integer('The new draft (portalApplicationId).'), ...problemsProperty }, 'Created.')),
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      // A visitor's access covers the one application it was opened for (docs/applicationFamilies.md "Visitors").
      if (context.visitors.isVisitorUser(signedInUser(request).id)) {
        return reply.code(403).send(fail(STATUS_FORBIDDEN, visitorTextIn(requestLanguage(request), 'oneApplication')));
      }
      const visible = visibleApplication(context, request, request.body.PortalApplicationId);
      const family = visible?.own ? visibleFamily(context, request, visible.application.code) : undefined;
      if (visible === undefined || family === undefined) return applicationNotFound(request);
      const values = changedValues(visible.application.values, [], request.body.Values ?? {});
      const problems = validateApplication(family, values, { mode: 'save', today: todayOf(context) });
      if (problems.length > 0) return refusal(request, problems);
      const id = store.familyApplications.create({
        userId: visible.application.userId,
        applicationType: family.applicationType,
        name: family.name,
        code: family.code,
        language: requestLanguage(request),
        values,
        documents: family.documents,
        moment: store.clock().toISOString(),
      });
      return ok({ id });
    },
  });
}
