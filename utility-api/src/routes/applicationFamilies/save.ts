import type { FastifyInstance } from 'fastify';
import { MAX_GROUP_ITEMS, MAX_TEXT_LENGTH, MAX_VALUES } from '../../../../shared/applicationForms/definition.ts';
import { EDITABLE_STAGES } from '../../../../shared/applicationForms/stages.ts';
import { validateApplication, type Problem } from '../../../../shared/applicationForms/validate.ts';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { changedValues, removedItem } from '../../families/values.ts';
import { STATUS_FORBIDDEN, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import { applicationNotFound, refusal, todayOf, visibleApplication, visibleFamily, type FamilyContext } from './context.ts';
import { familyNotFound, familyStatusProperty, notEditable } from './refusals.ts';
import { problemsProperty } from './schemas.ts';
import { visitorTextIn } from './visitorTexts.ts';

interface Body {
  Code: string;
  PortalApplicationId?: number;
  Values: Record<string, string>;
  RemovedItems?: string[];
}

export function saveRoute(app: FastifyInstance, context: FamilyContext): void {
  const { store } = context;
  app.post<{ Body: Body }>('/FamilyApplication/Save', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'familyApplicationSave',
      summary: 'Create or update a draft of a family application',
      description:
        'Customers only (employees: HTTP 403 status 4). Without `PortalApplicationId` a new draft (stage SAVED, record status Draft) of ' +
        'the offered family `Code`, with one attachment slot per document of the family (/ApplicationAttachment/*, named by the ' +
        'document\'s id). With it, the viewer\'s own application of that family while editable (SAVED, CHANGES_REQUESTED). ' +
        '`RemovedItems` are removed first, the later items of their group moving up; then `Values` are set, an empty value ' +
        'clearing its path. Only the form of the values is checked (a save keeps what is incomplete): status 232 with `problems` ' +
        'for a malformed value or an unknown path, or a map point locked after submission moved beyond its tolerance ' +
        '(`pointMovedTooFar`: a new application is needed, /FamilyApplication/Copy); 234 for a family not offered (or not the ' +
        'application\'s), 1 for an application not found or not the viewer\'s, 230 for a stage not editable.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Code', 'Values'],
        properties: {
          Code: { ...string('The family\'s code.'), maxLength: 100 },
          PortalApplicationId: integer('The draft to update; absent for a new draft.'),
          Values: {
            type: 'object',
            maxProperties: MAX_VALUES,
            additionalProperties: { type: 'string', maxLength: MAX_TEXT_LENGTH },
            description: 'Values to set by path; paths not named keep their value, an empty value clears one.',
          },
          RemovedItems: { type: 'array', maxItems: MAX_GROUP_ITEMS, items: { type: 'string', maxLength: 120 }, description: 'Group items to remove, `<group>.<i>`.' },
        },
      },
      response: responses(envelopeWith({ ...familyStatusProperty, id: integer('The application (portalApplicationId).'), ...problemsProperty }, 'Saved.')),
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const language = requestLanguage(request);
      if (user.role === ROLE_EMPLOYEE) return reply.code(403).send(fail(STATUS_FORBIDDEN, translate(language, 'accessDenied')));
      const { Code, PortalApplicationId, Values, RemovedItems = [] } = request.body;
      // A visitor's access covers the one application it was opened for (docs/applicationFamilies.md "Visitors").
      if (PortalApplicationId === undefined && context.visitors.isVisitorUser(user.id)) {
        return reply.code(403).send(fail(STATUS_FORBIDDEN, visitorTextIn(language, 'oneApplication')));
      }
      let family = visibleFamily(context, request, Code);
      let current: Record<string, string> = {};
      let submittedValues: Record<string, string> | undefined;
      if (PortalApplicationId !== undefined) {
        const visible = visibleApplication(context, request, PortalApplicationId);
        if (visible === undefined || !visible.own) return applicationNotFound(request);
        if (visible.application.code !== Code) return familyNotFound(request);
        if (!EDITABLE_STAGES.has(visible.application.stage)) return notEditable(request);
        ({ family } = visible);
        current = visible.application.values;
        submittedValues = visible.application.submittedValues ?? undefined;
      }
      if (family === undefined) return familyNotFound(request);

      const removed = RemovedItems.map((item) => ({ item, at: removedItem(family, item) }));
      const badItems: Problem[] = removed.filter(({ at }) => at === null).map(({ item }) => ({ path: item, code: 'unknownField' }));
      if (badItems.length > 0) return refusal(request, badItems);
      const values = changedValues(current, removed.flatMap(({ at }) => (at ? [at] : [])), Values);
      const problems = validateApplication(family, values, { mode: 'save', today: todayOf(context), ...(submittedValues ? { submittedValues } : {}) });
      if (problems.length > 0) return refusal(request, problems);

      const moment = store.clock().toISOString();
      if (PortalApplicationId !== undefined) {
        store.familyApplications.saveValues(PortalApplicationId, values, language, moment);
        return ok({ id: PortalApplicationId });
      }
      const id = store.familyApplications.create({
        userId: user.id,
        applicationType: family.applicationType,
        name: family.name,
        code: family.code,
        language,
        values,
        documents: family.documents,
        moment,
      });
      return ok({ id });
    },
  });
}
