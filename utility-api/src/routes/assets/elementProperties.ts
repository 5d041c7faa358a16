import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { normalizePropertyValue, type PropertyProblem } from '../../store/elementProperties.ts';
import type { Store } from '../../store/store.ts';
import { TAGS, definitionSchema, propertyValueSchema, saveAnswer } from './schemas.ts';
import { assetText, refusal } from './texts.ts';

/** Element properties need the elements flag (000 §6 elementProperties). */
const FLAG = 'elementProperties';
const MAX_NAME = 100;

interface SaveBody {
  ElementId: number;
  Name?: string | null;
  Status?: 'active' | 'inactive' | null;
  Values?: Array<{ DefinitionId: number; Value: string | null }>;
}

/** Typed properties of elements (002 §3 custom fields) and the element edit form. */
export function elementPropertyRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const element = (id: number) => store.fieldBase.elementItems([id], 'en')[0];

  app.post<{ Body: { TypeId: number } }>('/ElementProperty/GetDefinitions', {
    schema: {
      tags: TAGS,
      operationId: 'elementPropertyGetDefinitions',
      summary: 'Property definitions of an element type',
      description: 'Employees with `elementProperties` (HTTP 403 status 4 otherwise). The typed fields of the type by number, named in the request language.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['TypeId'], properties: { TypeId: integer('Element type (/Element/GetTypes).') } },
      response: responses(envelopeWith({ items: { type: 'array', items: definitionSchema } }, 'The definitions.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.elementProperties.definitions(request.body.TypeId, requestLanguage(request)) }),
  });

  app.post<{ Body: { ElementId: number } }>('/ElementProperty/GetValues', {
    schema: {
      tags: TAGS,
      operationId: 'elementPropertyGetValues',
      summary: 'Properties of an element with their values',
      description: 'Employees with `elementProperties`. Every definition of the element\'s type with the element\'s value (null when none); status 1 for an unknown element.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['ElementId'], properties: { ElementId: integer('The element.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: propertyValueSchema } }, 'The properties.')),
    },
    onRequest,
    handler: async (request) => {
      const found = element(request.body.ElementId);
      if (!found) return fail(STATUS_FAILED, assetText(request, 'elementNotFound'));
      return ok({ items: store.elementProperties.values(found.elementId, found.typeId, requestLanguage(request)) });
    },
  });

  app.post<{ Body: SaveBody }>('/ElementProperty/SaveValues', {
    schema: {
      tags: TAGS,
      operationId: 'elementPropertySaveValues',
      summary: 'Edit an element: name, status and property values',
      description:
        'Employees with `elementProperties`. `Name` and `Status` change the element when given; each of `Values` sets one property ' +
        '(null or empty removes it). Values are checked by type (002 §5): integers and decimals 0–999,999,999 (decimals with up to 3 ' +
        'decimals, a point or a comma), days YYYY-MM-DD, lookups one of the items, text up to 200 characters, mandatory ones not ' +
        'empty. Nothing is saved unless everything is valid: status 1 with `errors`, fields `Name` or `Values[<definitionId>]`.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['ElementId'],
        properties: {
          ElementId: integer('The element.'),
          Name: { type: ['string', 'null'], maxLength: 500, description: 'New name (up to 100 characters).' },
          Status: { type: ['string', 'null'], enum: ['active', 'inactive', null], description: 'New status.' },
          Values: {
            type: 'array',
            maxItems: 100,
            items: {
              type: 'object',
              required: ['DefinitionId', 'Value'],
              properties: {
                DefinitionId: integer('The property.'),
                Value: { type: ['string', 'null'], maxLength: 1000, description: 'The value as text; null or empty removes it.' },
              },
            },
          },
        },
      },
      response: responses(saveAnswer({ items: { type: 'array', items: propertyValueSchema } }, 'The properties as saved, or the refusal.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const found = element(body.ElementId);
      if (!found) return fail(STATUS_FAILED, assetText(request, 'elementNotFound'));
      const language = requestLanguage(request);
      const definitions = new Map(store.elementProperties.definitions(found.typeId, language).map((definition) => [definition.definitionId, definition]));
      const issues: Array<{ field: string; problem: PropertyProblem | 'required' | 'tooLong' }> = [];
      const name = body.Name === undefined || body.Name === null ? found.name : body.Name.trim();
      if (name === '') issues.push({ field: 'Name', problem: 'required' });
      else if (name.length > MAX_NAME) issues.push({ field: 'Name', problem: 'tooLong' });
      const values: Array<{ definitionId: number; value: string | null }> = [];
      for (const entry of body.Values ?? []) {
        const field = `Values[${entry.DefinitionId}]`;
        const definition = definitions.get(entry.DefinitionId);
        if (!definition) {
          issues.push({ field, problem: 'unknownProperty' });
          continue;
        }
        const checked = normalizePropertyValue(definition, entry.Value);
        if ('problem' in checked) issues.push({ field, problem: checked.problem });
        else values.push({ definitionId: definition.definitionId, value: checked.value });
      }
      if (issues.length > 0) return refusal(request, issues);
      store.elementProperties.updateElement(found.elementId, name, body.Status ?? found.status);
      store.elementProperties.saveValues(found.elementId, values);
      return ok({ items: store.elementProperties.values(found.elementId, found.typeId, language) });
    },
  });
}
