import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { visibleCodes, visibleFamily, type FamilyContext } from './context.ts';
import { familyDefinitionSchema, familyFeeSchema } from './definitionSchema.ts';
import { familyText } from './texts.ts';

const familySummarySchema = {
  type: 'object',
  required: ['code', 'applicationType', 'name', 'summary', 'visitorAllowed', 'fee'],
  properties: {
    code: string('Stable code of the family.'),
    applicationType: integer('Application type of its applications.'),
    name: string('Name in the request\'s language.'),
    summary: string('What it is for.'),
    visitorAllowed: boolean('Visitors may apply without signing in.'),
    fee: familyFeeSchema,
  },
};

/** The families the utility offers (docs/applicationFamilies.md): the list and one whole definition. */
export function familyRoutes(app: FastifyInstance, context: FamilyContext): void {
  app.post('/ApplicationFamily/GetItems', {
    schema: {
      tags: ['ApplicationFamily'],
      operationId: 'applicationFamilyGetItems',
      summary: 'Application families offered',
      description:
        'The families the utility setting `enabledApplicationFamilies` enables (null: every defined family), in application type ' +
        'order and the request\'s language; visitors (no session) get only those with `visitorAllowed`. Anonymous.',
      response: responses(envelopeWith({ items: { type: 'array', items: familySummarySchema } }, 'The families.')),
    },
    handler: async (request) => {
      const language = requestLanguage(request);
      const items = visibleCodes(context, request).flatMap((code) => {
        const family = context.registry.localized(code, language);
        return family ? [{ code, applicationType: family.applicationType, name: family.name, summary: family.summary, visitorAllowed: family.visitorAllowed, fee: family.fee }] : [];
      });
      return ok({ items });
    },
  });

  app.post<{ Body: { Code: string } }>('/ApplicationFamily/GetItem', {
    schema: {
      tags: ['ApplicationFamily'],
      operationId: 'applicationFamilyGetItem',
      summary: 'One application family',
      description: 'The whole definition of an offered family in the request\'s language. Status 1 for a code not offered to the viewer. Anonymous.',
      body: { type: 'object', required: ['Code'], properties: { Code: { ...string('The family\'s code.'), maxLength: 100 } } },
      response: responses(envelopeWith({ item: familyDefinitionSchema }, 'The family.')),
    },
    handler: async (request) => {
      const item = visibleFamily(context, request, request.body.Code);
      return item === undefined ? fail(STATUS_FAILED, familyText(request, 'familyNotFound')) : ok({ item });
    },
  });
}
