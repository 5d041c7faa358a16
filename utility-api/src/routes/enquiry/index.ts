import type { FastifyInstance } from 'fastify';
import { STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { EXACT_KEY_FIELDS, MIN_SUBSTRING, phoneDigits, type EnquiryCriteria, type EnquirySortField } from '../../store/enquiry.ts';
import type { Store } from '../../store/store.ts';
import { enquiryText } from './texts.ts';
import {
  CRITERIA,
  connectionItemSchema,
  customerItemSchema,
  employeeAccountSchema,
  idList,
  meterDetailsSchema,
  searchRowSchema,
} from './schemas.ts';

const accountsAnswer = sharedSchema('EnvelopeEmployeeAccounts', envelopeWith({ items: { type: 'array', items: employeeAccountSchema } }, 'The accounts in `items`.'));

type CriteriaBody = Partial<Record<keyof typeof CRITERIA, string>>;
interface SearchBody extends CriteriaBody, PagingBody {
  Sort?: { Field: EnquirySortField; Descending?: boolean };
}

const SORT_FIELDS: EnquirySortField[] = ['accountKey', 'name', 'propertyReference', 'address'];
const MAX_CRITERION = 100;

/** Criteria from a body: trimmed, empty ones dropped; an error key when none is left or one is too short. */
function readCriteria(body: CriteriaBody): { criteria: EnquiryCriteria } | { error: 'noCriteria' | 'tooShort' } {
  const criteria: EnquiryCriteria = {};
  for (const [name, field] of Object.entries(CRITERIA) as Array<[keyof typeof CRITERIA, keyof EnquiryCriteria]>) {
    const value = body[name]?.trim();
    if (value) criteria[field] = value;
  }
  const given = Object.entries(criteria) as Array<[keyof EnquiryCriteria, string]>;
  if (given.length === 0) return { error: 'noCriteria' };
  // Names, e-mails, addresses and phones are found by substrings of 3 characters and more; keys and free
  // text shorter than that match whole keys exactly.
  const short = given.some(([field, value]) => {
    const length = field === 'phone' ? phoneDigits(value).length : value.length;
    return length < MIN_SUBSTRING && field !== 'text' && !(EXACT_KEY_FIELDS as readonly string[]).includes(field);
  });
  return short ? { error: 'tooShort' } : { criteria };
}

/**
 * Employee enquiries (README "Employee enquiries"). The search over every customer needs the enquiries'
 * own flag; the look-ups by id serve other areas too (a work-queue application's customer), so any
 * employee may make them and the portal keeps each field to its area.
 */
export function enquiryRoutes(app: FastifyInstance, store: Store): void {
  const employee = requireEmployee();
  const enquirer = requireEmployee('portalEnquiries');

  app.post<{ Body: SearchBody }>('/Enquiry/Search', {
    schema: {
      tags: ['Enquiries'],
      operationId: 'enquirySearch',
      summary: 'Search accounts by any key of their customer, property or meters',
      description:
        'One row per account matching every given criterion (AND). `Text` is looked for in every field. Values of 3 ' +
        'characters and more match as case- and accent-insensitive substrings; shorter `Text` and shorter keys (account key, ' +
        'ID number, tax number, property reference, plot, meter reference, serial number) match whole values exactly; a shorter ' +
        'name, phone, e-mail or address is refused. Phones match on their digits. No criterion: HTTP 400, status 2. Employees ' +
        'with `portalEnquiries` only (HTTP 403 status 4 for other employees).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          ...Object.fromEntries(Object.keys(CRITERIA).map((name) => [name, { type: 'string', maxLength: MAX_CRITERION }])),
          Sort: {
            type: 'object',
            required: ['Field'],
            properties: { Field: { type: 'string', enum: SORT_FIELDS }, Descending: { type: 'boolean', default: false } },
            description: 'Order of the rows (default: account key ascending); ties are ordered by id.',
          },
          Options: optionsSchema,
        },
      },
      response: responses(
        envelopeWith({ total: integer('Matching accounts.'), items: { type: 'array', items: searchRowSchema } }, 'One page of matching accounts.'),
      ),
    },
    onRequest: enquirer,
    handler: async (request, reply) => {
      const read = readCriteria(request.body);
      if ('error' in read) return reply.code(400).send(fail(STATUS_INVALID_REQUEST, enquiryText(requestLanguage(request), read.error)));
      const { limit, offset } = pageWindow(request.body);
      const sort = { field: request.body.Sort?.Field ?? 'accountKey', descending: request.body.Sort?.Descending === true };
      return ok(store.enquiry.search(read.criteria, sort, limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/Customer/GetItems', {
    schema: {
      tags: ['Enquiries'],
      operationId: 'customerGetItems',
      summary: 'Customers by id',
      description: 'The customers among `Ids` with every customer detail label, in the order asked; unknown ids are left out. Employees only.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: idList('customerIds.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: customerItemSchema } }, 'The customers in `items`.')),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.enquiry.customers(request.body.Ids) }),
  });

  app.post<{ Body: { CustomerIds: number[] } }>('/Customer/GetAccounts', {
    schema: {
      tags: ['Enquiries'],
      operationId: 'customerGetAccounts',
      summary: 'Accounts of customers',
      description: 'Every account of the customers among `CustomerIds`, by customer then account key. Employees only.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['CustomerIds'], properties: { CustomerIds: idList('customerIds.') } },
      response: responses(accountsAnswer),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.enquiry.accountsOfCustomers(request.body.CustomerIds) }),
  });

  app.post<{ Body: { PropertyIds: number[] } }>('/Property/GetAccounts', {
    schema: {
      tags: ['Enquiries'],
      operationId: 'propertyGetAccounts',
      summary: 'Accounts at properties',
      description:
        'Every account (current and former holders) at the properties among `PropertyIds`, by property then newest first. Employees only.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['PropertyIds'], properties: { PropertyIds: idList('propertyIds.') } },
      response: responses(accountsAnswer),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.enquiry.accountsOfProperties(request.body.PropertyIds) }),
  });

  app.post<{ Body: { Ids: number[] } }>('/Account/GetItemsByIds', {
    schema: {
      tags: ['Enquiries'],
      operationId: 'accountGetItemsByIds',
      summary: 'Any accounts by id',
      description: 'The accounts among `Ids`, whoever holds them, in the order asked; unknown ids are left out. Employees only.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: idList('accountIds.') } },
      response: responses(accountsAnswer),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.enquiry.accounts(request.body.Ids) }),
  });

  app.post<{ Body: { PropertyIds?: number[]; Ids?: number[] } }>('/Connection/GetItems', {
    schema: {
      tags: ['Enquiries'],
      operationId: 'connectionGetItems',
      summary: 'Service connections with their meters',
      description:
        'The service connections of the properties among `PropertyIds`, or those among `Ids` (one of the two), by property then ' +
        'number, each with its meters inline. Employees only.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: { PropertyIds: idList('propertyIds.'), Ids: idList('connectionIds.') },
        oneOf: [{ required: ['PropertyIds'] }, { required: ['Ids'] }],
      },
      response: responses(envelopeWith({ items: { type: 'array', items: connectionItemSchema } }, 'The connections in `items`.')),
    },
    onRequest: employee,
    handler: async (request) =>
      ok({
        items: store.enquiry.connections(
          request.body.Ids !== undefined ? { ids: request.body.Ids } : { propertyIds: request.body.PropertyIds ?? [] },
        ),
      }),
  });

  app.post<{ Body: { Ids: number[] } }>('/Meter/GetDetails', {
    schema: {
      tags: ['Enquiries'],
      operationId: 'meterGetDetails',
      summary: 'Device details of meters',
      description: 'Connection, condition, conversion factor and warehouse of the meters among `Ids`, in the order asked. Employees only.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: idList('meterIds.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: meterDetailsSchema } }, 'The meter details in `items`.')),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.enquiry.meterDetails(request.body.Ids) }),
  });
}
