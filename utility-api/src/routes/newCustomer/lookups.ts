import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, responses } from '../../http/schemas.ts';
import type { NewCustomerStore } from '../../store/newCustomer.ts';
import { customFieldSchema, lookupsProperties } from './schemas.ts';
import { callLanguage } from './texts.ts';

interface LanguageQuery {
  language?: string;
}
const languageQuery = {
  type: 'object',
  properties: { language: { type: 'string', description: 'Locale code (en, el, ru, ar).' } },
};

/** The wizard's lookups, address line names and custom fields (002 §7). Anonymous: visitors use them. */
export function newCustomerLookupRoutes(app: FastifyInstance, store: NewCustomerStore): void {
  app.post<{ Querystring: LanguageQuery }>('/NewCustomer/GetLookups', {
    schema: {
      tags: ['NewCustomer'],
      operationId: 'newCustomerGetLookups',
      summary: 'Lookups of the new customer wizard',
      description: 'Id types, genders, consumer types, account types and guide notes (002 §3), in the request language. Anonymous.',
      querystring: languageQuery,
      response: responses(envelopeWith(lookupsProperties, 'The lookups.')),
    },
    handler: async (request) => ok({ ...store.lookups(callLanguage(request, request.query.language)) }),
  });

  app.post<{ Querystring: LanguageQuery }>('/NewCustomer/GetCustomAddressLines', {
    schema: {
      tags: ['NewCustomer'],
      operationId: 'newCustomerGetCustomAddressLines',
      summary: 'Names of the address lines',
      description: 'The utility\'s names of Address1 … Address5, in `items.customerCodedAddressLineNames`. Anonymous.',
      querystring: languageQuery,
      response: responses(
        envelopeWith(
          {
            items: {
              type: 'object',
              required: ['customerCodedAddressLineNames'],
              properties: { customerCodedAddressLineNames: { type: 'array', items: { type: 'string' }, description: 'Five names.' } },
            },
          },
          'The names.',
        ),
      ),
    },
    handler: async (request) =>
      ok({ items: { customerCodedAddressLineNames: store.addressLineNames(callLanguage(request, request.query.language)) } }),
  });

  app.get<{ Querystring: LanguageQuery }>('/NewCustomer/GetCustomFields', {
    schema: {
      tags: ['NewCustomer'],
      operationId: 'newCustomerGetCustomFields',
      summary: 'Custom fields of a new application',
      description: 'The additional fields a new application asks for, in display order; empty when there are none. Anonymous.',
      querystring: languageQuery,
      response: responses(envelopeWith({ items: { type: 'array', items: customFieldSchema } }, 'The fields.')),
    },
    handler: async (request) => ok({ items: store.customFields(callLanguage(request, request.query.language)) }),
  });
}
