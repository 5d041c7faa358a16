import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, responses } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import type { NewCustomerStore } from '../../store/newCustomer.ts';
import { listItemSchema } from '../newCustomer/schemas.ts';
import { callLanguage } from '../newCustomer/texts.ts';

const itemsAnswer = responses(sharedSchema('EnvelopeListItems', envelopeWith({ items: { type: 'array', items: listItemSchema } }, 'The items.')));

/**
 * Items of lookup and library custom fields (002 §7); an unknown id answers no items. Lookup items are named in
 * the request language (Accept-Language; the spec's call has no language parameter). Anonymous.
 */
export function customFieldRoutes(app: FastifyInstance, store: NewCustomerStore): void {
  app.get<{ Querystring: { lookupId: number } }>('/CustomField/GetLookupValues', {
    schema: {
      tags: ['NewCustomer'],
      operationId: 'customFieldGetLookupValues',
      summary: 'Items of a lookup',
      description: 'The items of a type 4 custom field, whose `dataId` is the lookupId, named in the request language (Accept-Language).',
      querystring: { type: 'object', required: ['lookupId'], properties: { lookupId: { type: 'integer', description: 'Lookup id.' } } },
      response: itemsAnswer,
    },
    handler: async (request) => ok({ items: store.listItems('lookup', request.query.lookupId, callLanguage(request, undefined)) }),
  });
  app.get<{ Querystring: { libraryId: number } }>('/CustomField/GetLibraryValues', {
    schema: {
      tags: ['NewCustomer'],
      operationId: 'customFieldGetLibraryValues',
      summary: 'Items of a library',
      description: 'The items of a type 5 custom field, whose `dataId` is the libraryId.',
      querystring: { type: 'object', required: ['libraryId'], properties: { libraryId: { type: 'integer', description: 'Library id.' } } },
      response: itemsAnswer,
    },
    handler: async (request) => ok({ items: store.listItems('library', request.query.libraryId, callLanguage(request, undefined)) }),
  });
}
